"""The hostile catalogue: requests a hostile or careless caller sends, each
with the 4xx problem document it must get (``tests/test_hostile_input.py``
sends them)."""
