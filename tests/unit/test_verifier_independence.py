"""The verifier shares no code with the solvers: no module of it imports seqanon_opt.solvers."""

from __future__ import annotations

import ast
from pathlib import Path

import seqanon_opt

PACKAGE = Path(seqanon_opt.__file__).parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            out.add("." * node.level + (node.module or ""))
    return out


def test_privacy_and_verify_do_not_import_solvers():
    files = [*sorted((PACKAGE / "privacy").glob("*.py")), PACKAGE / "verify.py", PACKAGE / "verify_weighted.py"]
    assert len(files) > 5
    for path in files:
        for module in imported_modules(path):
            assert "solvers" not in module.split("."), f"{path.name} imports {module}"
