"""Names read in any case, in ASCII only.

Python's ``str.lower`` and ``str.upper`` fold letters outside ASCII into
ASCII ones (the Kelvin sign ``K`` lowers to ``k``, the long s ``ſ`` uppers
to ``S``), so a name matched after them would accept text that only looks
like it, silently read as something the caller did not write.  These fold
ASCII letters and leave any other text as it is, to be refused.
"""

from __future__ import annotations


def ascii_lower(text: str) -> str:
    """``text`` in lower case if it is all ASCII, else unchanged.

    >>> ascii_lower("Graham"), ascii_lower("un\\u212anown") == "un\\u212anown"
    ('graham', True)
    """
    return text.lower() if text.isascii() else text


def ascii_upper(text: str) -> str:
    """``text`` in upper case if it is all ASCII, else unchanged.

    >>> ascii_upper("10h"), ascii_upper("a\\u017f")
    ('10H', 'aſ')
    """
    return text.upper() if text.isascii() else text
