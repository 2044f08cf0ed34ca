"""The extension guides stay true: the code of docs/guides/add-a-solver.md, written to a temporary module,
registers a solver that `seqanon solvers` lists and that passes the conformance suite unedited."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from helpers import REPO

GUIDE = REPO / "docs" / "guides" / "add-a-solver.md"


def guide_code() -> str:
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(), flags=re.S)
    assert len(blocks) == 1, "the guide holds one Python block: the solver"
    return blocks[0]


@pytest.fixture
def plugin(tmp_path):
    (tmp_path / "guide_root_cut.py").write_text(guide_code())
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(REPO / "tests"),
                                                        os.environ.get("PYTHONPATH", "")]))
    return env


def test_the_guides_solver_is_listed_by_seqanon_solvers(plugin):
    code = "import guide_root_cut; from seqanon_opt.cli import main; main(['solvers'])"
    out = subprocess.run([sys.executable, "-c", code], env=plugin, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "root-cut" in out.stdout and "cpsat-cut" in out.stdout


def test_the_guides_solver_passes_the_unedited_conformance_suite(plugin):
    """The suite collects every registered solver; `-p guide_root_cut` registers the guide's before collection.
    Every check that applies to a single-table cut heuristic runs on it and passes."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", str(REPO / "tests" / "conformance"), "-p", "guide_root_cut",
         "-k", "root-cut", "-o", "addopts=", "-q", "-p", "no:cacheprovider", "-rs"],
        env=plugin, capture_output=True, text=True, timeout=900, cwd=REPO)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    summary = out.stdout.strip().splitlines()[-1]
    passed = int(re.search(r"(\d+) passed", summary).group(1))
    assert passed >= 8, summary  # refusal, shape and verification, determinism, time limit, never below optimum...
    assert "failed" not in summary and "error" not in summary
