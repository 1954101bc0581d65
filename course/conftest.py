"""pytest collects only the lesson notebooks here (nbval); the build script and sources are not tests."""

collect_ignore_glob = ["*.py", "source/*"]
