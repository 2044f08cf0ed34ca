"""specs/reproductions/wang-fung-linkability.yaml sets up Wang-Fung 2006 section 6.2 (Set A) as the paper
describes it: TopN = the N top-ranked attributes of T1 as Y, the 50 % least frequent values of each
(floor(n/2) of its n values) sensitive at the variant's threshold, X = T1's other attributes."""

from __future__ import annotations

import re

import pytest

from seqanon_opt.compare.cells import load_cell_spec
from seqanon_opt.compare.sweep import load_sweep

from helpers import REPO, shared_data

SWEEP = REPO / "specs" / "reproductions" / "wang-fung-linkability.yaml"
TOP = ["marital-status", "relationship", "sex", "education", "occupation", "workclass"]  # section 6
JOIN = {"marital-status", "relationship", "sex"}
MAIN = re.compile(r"Top(\d) k=(\d+)%$")


def _plain(name: str) -> str:
    return name.split(".", 1)[1] if name.startswith("T1.") else name


def test_main_variants_follow_section_6_2():
    sweep = load_sweep(SWEEP, check_specs=False)
    main = {name: MAIN.match(name) for name in sweep.variants if MAIN.match(name)}
    assert sorted({(int(m[1]), int(m[2])) for m in main.values()}) == \
        [(n, k) for n in (1, 2, 3, 4) for k in (10, 30, 50, 70, 90)]
    for name, m in main.items():
        n, k = int(m[1]), int(m[2]) / 100
        patch = sweep.variants[name]
        y_attrs, x_attrs = TOP[:n], TOP[n:]
        assert [_plain(r["y"][0]) for r in patch["requirements"]] == y_attrs
        for r in patch["requirements"]:
            assert r["x"] == x_attrs  # plain names: a join attribute with its T2 copy; no race, native-country
            attr = _plain(r["y"][0])
            assert r["y"] == [f"T1.{attr}" if attr in JOIN else attr]  # y is T1's value
            assert set(r["value_thresholds"].values()) == {k}
        # Y is published as it is: no taxonomy, not a quasi-identifier
        assert patch["taxonomies"] == {a: None for a in y_attrs}
        assert patch["roles"]["quasi_identifiers"] == x_attrs


def test_sensitive_values_are_the_least_frequent_half():
    shared_data("adult-uci", "adult.data")
    sweep = load_sweep(SWEEP, check_specs=False)
    table = load_cell_spec(sweep.spec_paths[0], sweep.variants["Top4 k=10%"]).problem.table
    assert len(table) == 45_222
    for r in sweep.variants["Top4 k=10%"]["requirements"]:
        attr = _plain(r["y"][0])
        counts = table[attr].astype(str).value_counts()
        counts = counts[counts > 0].sort_values(kind="stable")
        half = len(counts) // 2
        assert set(r["value_thresholds"]) == set(counts.index[:half]), attr
        assert counts.iloc[half - 1] < counts.iloc[half], attr  # no tie at the cut
    for name, patch in sweep.variants.items():
        if MAIN.match(name):
            for r in patch["requirements"]:
                top4 = next(q for q in sweep.variants["Top4 k=10%"]["requirements"] if q["y"] == r["y"])
                assert set(r["value_thresholds"]) == set(top4["value_thresholds"]), name


@pytest.mark.parametrize("name", ["Top1 k=10% X=T1", "Top2 k=90% X=T1"])
def test_the_x_ablation_changes_only_x(name):
    sweep = load_sweep(SWEEP, check_specs=False)
    main, ablation = sweep.variants[name.removesuffix(" X=T1")], sweep.variants[name]
    for a, b in zip(main["requirements"], ablation["requirements"]):
        assert b["x"] == [f"T1.{x}" if x in JOIN else x for x in a["x"]]
        assert {k: v for k, v in a.items() if k != "x"} == {k: v for k, v in b.items() if k != "x"}
    assert {k: v for k, v in main.items() if k != "requirements"} == \
        {k: v for k, v in ablation.items() if k != "requirements"}
