"""Tests of sum15: its rules, engine and answers."""

from solver.sum15.cards import parse


def cs(text: str) -> list[int]:
    """Cards as a test writes them: ``"9H 5D"``."""
    return [parse(card) for card in text.split()]
