"""Tests of pick15: its rules, engine and answers."""
