"""Sweep chains: a variant's cells first compute earlier releases, publish, verify and build on them
(Shmueli-Tassa Figure 16(b): T_3 computed against the published T_2 of a dynamic table)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from seqanon_opt.compare.cells import expand_cells
from seqanon_opt.compare.run import run_sweep
from seqanon_opt.compare.sweep import load_sweep
from seqanon_opt.errors import SpecError

from test_dynamic_three_releases import AGE, ROWS, SEX

SPEC = {"name": "dynamic-3", "data": {"columns": ["age", "sex", "disease"], "rows": ROWS},
        "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease"},
        "taxonomies": {"age": {"tree": AGE}, "sex": {"tree": SEX}}, "generalization": "cell",
        "problem": {"kind": "sequential", "release_attributes": ["sex", "disease"],
                    "previous": [{"from_table": ["age", "sex"], "rows": 8}]},
        "requirements": [{"kind": "k-linkability", "k": 2, "join": "FMJ"}], "objective": "LM",
        "solver": {"name": "two-stage", "seed": 0}}

VARIANTS = """variants:
  T3:
    problem: {release_attributes: [age, disease], dynamic: %s}
    requirements: [{kind: k-linkability, k: 2, join: KMJ}]
  T2: {problem: {dynamic: %s}}
"""


def write(tmp_path, body: str, approach: str = "unifying"):
    (tmp_path / "spec.json").write_text(json.dumps(SPEC))
    path = tmp_path / "sweep.yaml"
    path.write_text("name: chain\nspecs: [spec.json]\n" + VARIANTS % (approach, approach) + body)
    return path


CHAIN = "chains:\n  T3: [{variant: T2, label: T2, N: 12}]\n"


@pytest.mark.parametrize("approach", ["unifying", "separative"])
def test_a_chained_cell_builds_on_the_published_earlier_release(tmp_path, approach):
    sweep = load_sweep(write(tmp_path, CHAIN + "grid:\n  variant: [T3]\n  k: [2, 3]\n  N: [16]\n", approach))
    cells = expand_cells(sweep)
    steps = json.loads(cells[0].chain)
    assert [s["label"] for s in steps] == ["T2"] and steps[0]["params"] == {"k": 2, "N": 12, "variant": "T2"}
    frame = run_sweep(sweep, tmp_path / "out", quiet=True).frame
    assert list(frame["status"]) == ["feasible"] * 2 and list(frame["verified"]) == ["yes"] * 2
    assert list(frame["T2:status"]) == ["feasible"] * 2 and list(frame["T2:verified"]) == ["yes"] * 2
    assert (frame["achieved:k-linkability"] >= frame["k"]).all()
    text = (tmp_path / "out" / "results.md").read_text()
    assert "## Chains" in text and "`T2` = variant `T2`, N=12" in text


def test_the_chain_is_part_of_the_cell_id(tmp_path):
    plain = expand_cells(load_sweep(write(tmp_path, "grid:\n  variant: [T3]\n  N: [16]\n")))
    chained = expand_cells(load_sweep(write(tmp_path, CHAIN + "grid:\n  variant: [T3]\n  N: [16]\n")))
    other = expand_cells(load_sweep(write(tmp_path, CHAIN.replace("N: 12", "N: 11") + "grid:\n  variant: [T3]\n"
                                          "  N: [16]\n")))
    assert not plain[0].chain and len({plain[0].id, chained[0].id, other[0].id}) == 3


def test_a_failing_earlier_release_fails_the_cell_with_its_reason(tmp_path):
    """k = 9 cannot be met by T_2 (4 diseases): the cell says which step failed, and writes no T_3."""
    sweep = load_sweep(write(tmp_path, CHAIN + "grid:\n  variant: [T3]\n  k: [9]\n  N: [16]\n"))
    frame = run_sweep(sweep, tmp_path / "out", quiet=True).frame
    assert frame["status"].iloc[0] == "invalid" and "chain step T2" in frame["error"].iloc[0]
    assert frame["T2:status"].iloc[0] == "infeasible" and pd.isna(frame["objective"].iloc[0])


@pytest.mark.parametrize("chains, field, word", [
    ("chains:\n  T9: [{variant: T2, label: T2}]\n", "chains.T9", "unknown variant"),
    ("chains:\n  T3: []\n", "chains.T3", "empty chain"),
    ("chains:\n  T3: [{variant: T7, label: T2}]\n", "chains.T3[0].variant", "names a variant"),
    ("chains:\n  T3: [{variant: T3, label: T2}]\n", "chains.T3[0].variant", "names a variant"),
    ("chains:\n  T3: [{variant: T2}]\n", "chains.T3[0].label", "needs a label"),
    ("chains:\n  T3: [{variant: T2, label: 'a:b'}]\n", "chains.T3[0].label", "needs a label"),
    ("chains:\n  T3: [{variant: T2, label: T2, N: 0}]\n", "chains.T3[0].N", "integers >= 1"),
    ("chains:\n  T3: [{variant: T2, label: T2, colour: red}]\n", "chains.T3[0].colour", "unknown parameter"),
    ("chains:\n  T3: [{variant: T2, label: T2}, {variant: T2, label: T2}]\n", "chains.T3", "used twice"),
])
def test_bad_chains_are_refused_with_the_field(tmp_path, chains, field, word):
    with pytest.raises(SpecError) as info:
        load_sweep(write(tmp_path, chains + "grid:\n  N: [16]\n"))
    assert field in str(info.value) and word in str(info.value)


T1_VARIANT = """  T1 anon:
    problem: {kind: single, release_attributes: null, previous: null}
    roles: {quasi_identifiers: [age, sex], sensitive: null}
    requirements: [{kind: k-anonymity, k: 3}]
    generalization: cut
    solver: {name: cpsat-cut}
"""


def test_a_chain_step_can_replace_a_previous_release_and_drop_a_parameter(tmp_path):
    """T_1 itself computed first (a 3-anonymous cut of (age, sex)) and put in the place of the spec's T_1;
    the cell's join does not apply to a k-anonymity step (join: null)."""
    chains = "chains:\n  T2: [{variant: T1 anon, label: T1, replaces: 0, join: null}]\n"
    path = write(tmp_path, chains + "grid:\n  variant: [T2]\n  join: [FMJ]\n  N: [12]\n")
    path.write_text(path.read_text().replace("  T2: {problem", T1_VARIANT + "  T2: {problem"))
    sweep = load_sweep(path)
    step = json.loads(expand_cells(sweep)[0].chain)[0]
    assert step["replaces"] == 0 and "join" not in step["params"] and step["params"]["N"] == 12
    frame = run_sweep(sweep, tmp_path / "out", quiet=True).frame
    assert frame["T1:status"].iloc[0] == "optimal" and frame["T1:verified"].iloc[0] == "yes"
    assert frame["T1:objective"].iloc[0] > 0  # T_1 is generalized: it replaced the table's own (age, sex)
    assert frame["status"].iloc[0] == "feasible" and frame["verified"].iloc[0] == "yes", frame["error"].iloc[0]


def test_replacing_a_previous_release_the_spec_does_not_have_fails_the_cell(tmp_path):
    chains = "chains:\n  T2: [{variant: T1 anon, label: T1, replaces: 3, join: null}]\n"
    path = write(tmp_path, chains + "grid:\n  variant: [T2]\n  join: [FMJ]\n  N: [12]\n")
    path.write_text(path.read_text().replace("  T2: {problem", T1_VARIANT + "  T2: {problem"))
    frame = run_sweep(load_sweep(path), tmp_path / "out", quiet=True).frame
    assert frame["status"].iloc[0] == "invalid" and "replaces previous release 3" in frame["error"].iloc[0]


def test_a_negative_position_is_refused(tmp_path):
    with pytest.raises(SpecError, match="chains.T3\\[0\\].replaces"):
        load_sweep(write(tmp_path, "chains:\n  T3: [{variant: T2, label: T2, replaces: -1}]\ngrid:\n  N: [16]\n"))
