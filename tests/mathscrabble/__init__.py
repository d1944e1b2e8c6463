"""Tests of mathscrabble: its rules, engine and answers."""
