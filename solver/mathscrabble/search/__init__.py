"""The search behind the move generator: one pass over the board's rows or
columns, finding every play whose main run reads that way.

- Cross-checks, once per board (``crosschecks``): for each empty square and
  face, whether the run it would form the other way is allowed (a fragment,
  or a true equation) and what that equation scores.
- A main run is split at its first ``=``.  From each start square that can
  reach the board, the *left part* is extended tile by tile while the
  grammar (``equation.STEP``) accepts it and an ``=`` can still end it
  (``left``).
- For each left part, the *rest* is searched with the tiles left, for the
  left part's value (``rests``; filed on the *shelf* per square, tiles left
  and value, and joined to every left part that needs them: ``joins``);
  the rest's last term is not searched but solved for (``terms``), and a
  rest is searched only for a value it can reach at all.
- A blank that may be any of several faces with the same cross points is
  laid once, as a class of faces, until a value decides it (``blanks``).
- Scores are summed as tiles are placed: a fast path held to
  ``scoring.score`` by the tests.

The modules: ``line`` (``LineSearch``: where a line's main runs may start,
and the search from one start square), ``left``, ``rests``, ``joins``,
``blanks``, ``tables`` (what the search looks up, for the way and for each
line), ``values`` (the values of parts, kept), ``records`` and ``packed``.

The search's words:

line
    A row (a main run reading across) or a column (reading down); its
    squares are named by their *offset* along it, 0 to 14.
main run
    The run of tiles a play's equation reads along its line: its new tiles
    and the board's tiles between and beside them.
left part
    The part of a main run before its first ``=``.
rest
    The part of a main run after its first ``=``: one or more parts, each
    worth what the left part is (a rest is searched *for* a value).
target
    A value a rest is searched for: one search looks for several at once
    (the search is the same for each; only values differ).
half
    A left part or a rest as laid so far (``records.Half``): the rack tiles
    it uses (packed), its new tiles' letter points, word multiplier and
    cross points, whether it touches the board, and its new tiles.  A play
    is a left half joined to a rest's half.
packed
    Tiles counted by kind (``bounds.KINDS``) in one int, ``bounds.BITS``
    bits a kind, so that adding and subtracting packed tiles adds and
    subtracts their counts (``packed``): the tiles *left* (``remaining``)
    are the rack's less those a half uses.
option
    A kind of rack tile that may go on an empty square after a grammar
    state, and what it adds to a half (``records.Option``); a square's
    *menu* lists them by state.
laid
    What a left part holds so far, as much as bounding the equation's value
    needs (``records.Laid``; None once its prefix has no value).
wild
    A blank laid as a class of faces (``blanks``): as any of several digits
    (placeholder ``blanks.WILD``) or binary operators
    (``blanks.WILD_OPERATOR``) that the square allows with the same cross
    points, since the search after it is the same for each until a value is
    needed; the faces it may still be travel with the part.
case
    A target a rest being searched may still come to, with the digit a wild
    blank is for it (``records.Case``; "" for none).
filing
    The rests a rest search finds for each of its targets.
shelf
    The rests filed for a line (``tables.LineTables.shelf``), by where they
    start (``records.ShelfKey``: the square, the tiles left, whether an
    ``=`` may still be placed, whether the left part touched the board) and
    by value: searched once, joined to every left part that needs them.
waiting
    Once a floor is held, the left parts that need rests not yet on the
    shelf wait until their start square's left parts are all found, and the
    rests for all their values are searched together (``joins``).
floor
    What a play must beat to be worth finding (``bounds.Floor``); a part is
    *beaten* when the most its plays can score (``bounds``) is below it,
    and the floor then notes that something was skipped.
step
    A square the search tries to extend a left part or a rest onto: what a
    budget (``budget.Budget``) counts, and ``max_steps`` limits.
"""

from solver.mathscrabble.search.line import LineSearch

__all__ = ["LineSearch"]
