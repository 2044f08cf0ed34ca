"""The "add a privacy criterion" guide stays true: the three code blocks of docs/guides/add-a-criterion.md,
written to a temporary folder and imported before the command line (as a plugin would be), add a kind that
specs accept, the solvers solve, the verifier judges and `seqanon solvers` lists; the guide's brute-force test
passes; the conformance suite runs on it unedited. Everything runs in subprocesses: a registration is global
to its interpreter and must not leak into the other tests."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from helpers import REPO

GUIDE = REPO / "docs" / "guides" / "add-a-criterion.md"
MODULES = ("k_m_distinct.py", "k_m_distinct_check.py", "test_k_m_distinct_bruteforce.py")
PLUGIN = "import sys, k_m_distinct, k_m_distinct_check; from seqanon_opt.cli import main; "

AGES = [23, 27, 25, 29, 31, 36, 34, 38, 42, 47, 45, 49]
SPEC = {
    "name": "k-m-distinct",
    "data": {
        "columns": ["id", "age", "sex", "zip", "diagnosis"],
        "rows": [
            [i + 1, age, "FM"[i % 2], zipcode, diagnosis]
            for i, (age, zipcode, diagnosis) in enumerate(
                zip(
                    AGES,
                    ["13053", "13068", "13053", "13067", "14850", "14853", "14850", "14853"] + ["13053", "13068"] * 2,
                    ["flu", "asthma", "flu", "gastritis", "diabetes", "flu", "asthma", "bronchitis", "diabetes",
                     "hypertension", "hypertension", "flu"],
                )
            )
        ],
    },
    "roles": {"quasi_identifiers": ["age", "sex", "zip"], "sensitive": "diagnosis", "key": "id"},
    "taxonomies": {
        "age": {"intervals": [[20, 30, 40, 50]]},
        "sex": {"tree": {"*": ["F", "M"]}},
        "zip": {"tree": {"*": {"130**": ["13053", "13067", "13068"], "148**": ["14850", "14853"]}}},
    },
    "requirements": [{"kind": "k-m-distinct", "k": 3, "m": 3, "suppression": 0.2}],
    "objective": "LM",
    "solver": {"time_limit": 20, "seed": 0, "workers": 1},
}


def guide_blocks() -> list[str]:
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(), flags=re.S)
    assert len(blocks) == len(MODULES), "the guide holds three Python blocks: criterion, check, brute-force test"
    return blocks


@pytest.fixture
def plugin(tmp_path) -> tuple[Path, dict]:
    for name, code in zip(MODULES, guide_blocks()):
        (tmp_path / name).write_text(code)
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(REPO / "tests"),
                                                        os.environ.get("PYTHONPATH", "")]))
    return tmp_path, env


def run(code: str, folder: Path, env: dict, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=folder, capture_output=True, text=True,
                          timeout=timeout)


def test_the_guide_names_at_most_four_files_outside_tests():
    text = GUIDE.read_text()
    steps = re.findall(r"^(\d)\. ", text.split("## Walk-through")[0], flags=re.M)
    assert steps and int(steps[-1]) <= 4 and "3. and 4." in text
    assert "`seqanon_opt/solvers/criteria/<kind>.py`" in text and "`seqanon_opt/privacy/<kind>.py`" in text


@pytest.mark.parametrize("solver", ["cpsat-cut", "top-down"])
def test_seqanon_run_solves_and_verifies_the_guides_kind(plugin, solver):
    folder, env = plugin
    out = run(PLUGIN + f"sys.exit(main(['run', 'spec.yaml', '--solver', '{solver}', '--out', 'out']))", folder, env)
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"solver    {solver}" in out.stdout and "[ok  ] k-m-distinct (k=3, m=3" in out.stdout
    report = json.loads((folder / "out" / "report.json").read_text())
    assert json.dumps(report).count('"k-m-distinct"') >= 1
    release = (folder / "out" / "release.csv").read_text().splitlines()
    assert release[0] == "age,sex,zip,diagnosis" and len(release) >= 1 + 12 - 2  # within the budget of 2 rows
    verified = run(PLUGIN + "sys.exit(main(['verify', 'spec.yaml', '--release', 'out/release.csv']))", folder, env)
    assert verified.returncode == 0, verified.stdout + verified.stderr


def test_the_verifier_refuses_a_release_that_breaks_the_guides_kind(plugin):
    """Each record at its age interval, its own sex and zip prefix: a valid generalization of the table
    whose groups (age x sex x zip prefix) hold 1 or 2 records, fewer than k = 3."""
    folder, env = plugin
    labels = {a: "[20, 30)" if a < 30 else "[30, 40)" if a < 40 else "[40, 50]" for a in AGES}
    rows = ["age,sex,zip,diagnosis"] + [f'"{labels[r[1]]}",{r[2]},{r[3][:3]}**,{r[4]}' for r in SPEC["data"]["rows"]]
    (folder / "broken.csv").write_text("\n".join(rows) + "\n")
    out = run(PLUGIN + "sys.exit(main(['verify', 'spec.yaml', '--release', 'broken.csv']))", folder, env)
    assert out.returncode not in (0, 2), out.stdout + out.stderr  # judged (not a spec error) and refused
    line = next(x for x in out.stdout.splitlines() if x.startswith("k-m-distinct"))
    assert " NO " in line and "fewer than k=3 rows or m=3 values" in line, out.stdout


def test_seqanon_solvers_lists_the_solvers_taking_the_guides_kind(plugin):
    folder, env = plugin
    out = run(PLUGIN + "main(['solvers'])", folder, env)
    assert out.returncode == 0, out.stderr
    taking = {line.split()[0] for line in out.stdout.splitlines() if "k-m-distinct" in line}
    assert {"cpsat-cut", "full-domain", "cpsat-cell", "top-down", "bottom-up", "auto"} <= taking, out.stdout
    assert not taking & {"cpsat-sequential-cut", "two-stage", "relay", "cpsat-personalized"}
    without = run("from seqanon_opt.cli import main; main(['solvers'])", folder, env)
    assert "k-m-distinct" not in without.stdout  # only the import registers it


def test_spec_errors_name_the_field_of_the_guides_kind(plugin):
    folder, env = plugin
    cases = {
        "requirements[0].m": ({"m": 9}, "m is larger than the 6 distinct values"),
        "requirements[0].k": ({"k": 0}, "greater than or equal to 1"),
        "requirements[0]": ({"kind": "k-m-distinkt"}, "unknown kind; expected one of 'k-anonymity'"),
    }
    for field, (patch, message) in cases.items():
        spec = {**SPEC, "requirements": [{**SPEC["requirements"][0], **patch}]}
        (folder / "bad.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
        out = run(PLUGIN + "sys.exit(main(['validate', 'bad.yaml']))", folder, env)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1, out.stderr
        assert f"field '{field}'" in out.stderr and message in out.stderr, out.stderr
    assert "'k-m-distinct'" in out.stderr  # the unknown kind's message lists the registered kinds too


def test_registration_refuses_what_the_solvers_cannot_take(plugin):
    folder, env = plugin
    code = """
import dataclasses, k_m_distinct as kmd
from seqanon_opt.requirements import register_group_requirement
from seqanon_opt.solvers.criteria import register_criterion
def refused(call):
    try:
        call()
    except ValueError as exc:
        return str(exc)
    raise AssertionError("accepted")
spec, compile = kmd.KMDistinctSpec, kmd.compile_k_m_distinct
print(refused(lambda: register_group_requirement("k-anonymity", spec=spec, compile=compile)))
print(refused(lambda: register_group_requirement("other", spec=spec, compile=compile)))
class NotUnionClosed(kmd.KMDistinctCriterion):
    union_closed = False
print(refused(lambda: register_criterion(NotUnionClosed, kmd.build_criterion)))
class Unregistered(kmd.KMDistinctCriterion):
    kind = "never-registered"
print(refused(lambda: register_criterion(Unregistered, kmd.build_criterion)))
"""
    out = run(code, folder, env)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "built-in" in lines[0] and "Literal['other']" in lines[1]
    assert "not union-closed" in lines[2] and "register the requirement 'never-registered' first" in lines[3]


def test_the_guides_brute_force_test_passes(plugin):
    folder, env = plugin
    out = subprocess.run(
        [sys.executable, "-m", "pytest", str(folder / MODULES[2]), "-o", "addopts=", "-q", "-p", "no:cacheprovider",
         "--rootdir", str(folder)], env=env, cwd=folder, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "1 passed" in out.stdout


def test_the_conformance_suite_runs_on_the_guides_kind_unedited(plugin):
    """`-p k_m_distinct -p k_m_distinct_check` registers the kind before collection; the suite draws requirement
    kinds from each solver's capabilities (GROUP_KINDS, live), so cpsat-cut's checks meet it."""
    folder, env = plugin
    out = subprocess.run(
        [sys.executable, "-m", "pytest", str(REPO / "tests" / "conformance"), "-p", "k_m_distinct", "-p",
         "k_m_distinct_check", "-k", "cpsat-cut", "-o", "addopts=", "-q", "-p", "no:cacheprovider", "-rs"],
        env=env, capture_output=True, text=True, timeout=900, cwd=REPO)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    summary = out.stdout.strip().splitlines()[-1]
    assert re.search(r"\d+ passed", summary) and "failed" not in summary and "error" not in summary, summary
