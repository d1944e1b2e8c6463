"""Tests of tictactoe: its rules, engine and answers."""
