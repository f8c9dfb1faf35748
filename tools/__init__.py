"""Release scripts: each step of .github/workflows/release.yml that can run on any machine.

Every script runs as `python tools/NAME.py ...` (the workflow and .ci/run call them that way) and is
tested in tests/tools/.
"""
