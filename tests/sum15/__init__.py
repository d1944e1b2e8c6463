"""Tests of sum15: its rules, engine and answers."""
