"""Shared test configuration: the ``rule`` marker is registered in pyproject.toml."""
