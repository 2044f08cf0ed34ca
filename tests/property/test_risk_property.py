"""Risk figures (seqanon_opt.privacy.risk) equal a plain dict-and-loop computation on random tables."""

from __future__ import annotations

from collections import Counter

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.risk import journalist_risk, prosecutor_risk

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
COLUMNS = ["a", "b", "c"]
TREE = {"*": {"xy": ["x", "y"], "zw": ["z", "w"]}}  # leaves x, y, z, w
COVER = {"*": {"x", "y", "z", "w"}, "xy": {"x", "y"}, "zw": {"z", "w"}, "x": {"x"}, "y": {"y"}, "z": {"z"},
         "w": {"w"}}
ANCESTORS = {"x": ["x", "xy", "*"], "y": ["y", "xy", "*"], "z": ["z", "zw", "*"], "w": ["w", "zw", "*"]}


@st.composite
def released(draw):
    """A population of leaf rows, a sample of it (distinct rows) generalized cell by cell, some suppressed."""
    qis = COLUMNS[:draw(st.integers(1, 3))]
    n_pop = draw(st.integers(1, 40))
    population = [{c: draw(st.sampled_from("xyzw")) for c in qis} for _ in range(n_pop)]
    rows = draw(st.lists(st.integers(0, n_pop - 1), unique=True, max_size=n_pop))
    sample = [{c: draw(st.sampled_from(ANCESTORS[population[r][c]])) for c in qis} for r in rows]
    suppressed = draw(st.lists(st.booleans(), min_size=len(sample), max_size=len(sample)))
    threshold = draw(st.sampled_from([0.2, 0.5, 1 / 3, 0.0]))
    return qis, population, sample, suppressed, threshold


def expected_prosecutor(rows: list[dict], qis: list[str], threshold: float) -> dict:
    counts = Counter(tuple(r[c] for c in qis) for r in rows)
    risks = [1 / counts[tuple(r[c] for c in qis)] for r in rows]
    histogram: dict[int, int] = {}
    for size in counts.values():
        histogram[size] = histogram.get(size, 0) + 1
    return {"records": len(rows), "classes": len(counts),
            "highest": max(risks) if risks else None, "lowest": min(risks) if risks else None,
            "average": sum(risks) / len(risks) if risks else None,
            "records_at_risk": sum(1 for x in risks if x > threshold),
            "class_sizes": [{"size": s, "classes": k, "records": s * k} for s, k in sorted(histogram.items())]}


def expected_journalist(rows: list[dict], population: list[dict], qis: list[str], threshold: float) -> dict:
    big = []
    for r in rows:
        big.append(sum(1 for p in population if all(p[c] in COVER[r[c]] for c in qis)))
    risks = [1 / f for f in big]
    return {"highest": max(risks) if risks else None, "lowest": min(risks) if risks else None,
            "average": sum(risks) / len(risks) if risks else None,
            "records_at_risk": sum(1 for x in risks if x > threshold)}


def close(a, b) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and a == pytest.approx(b))


@SETTINGS
@given(released())
def test_prosecutor_and_journalist_risk_match_a_direct_count(case):
    qis, population, sample, suppressed, threshold = case
    published = [r for r, s in zip(sample, suppressed) if not s]  # suppressed rows are not published
    release = pd.DataFrame(published, columns=qis)
    got = prosecutor_risk(release, qis, threshold)
    want = expected_prosecutor(published, qis, threshold)
    for key in ("records", "classes", "records_at_risk", "class_sizes"):
        assert got[key] == want[key], key
    for key in ("highest", "lowest", "average"):
        assert close(got[key], want[key]), key
    taxonomies = {c: taxonomy_from_nested(c, TREE) for c in qis}
    got = journalist_risk(release, pd.DataFrame(population, columns=qis), qis, taxonomies, threshold)
    want = expected_journalist(published, population, qis, threshold)
    assert got["records_at_risk"] == want["records_at_risk"]
    for key in ("highest", "lowest", "average"):
        assert close(got[key], want[key]), key
    assert close(got["marketer"], want["average"])
    if published:  # a sample never has a higher journalist than prosecutor risk (F_j >= f_j)
        assert got["highest"] <= prosecutor_risk(release, qis)["highest"] + 1e-12


@st.composite
def released_with_open_column(draw):
    """As :func:`released`, plus a column ``d`` without a taxonomy: its flat tree is built from the
    sample's own values (as build_problem does), so population values outside them are covered by ``*``
    only; a release publishes each ``d`` either as it is or as ``*``."""
    qis = [*COLUMNS[:draw(st.integers(0, 2))], "d"]
    n_pop = draw(st.integers(1, 30))
    population = [{**{c: draw(st.sampled_from("xyzw")) for c in qis if c != "d"},
                   "d": draw(st.sampled_from(["p", "q", "r", "s"]))} for _ in range(n_pop)]
    rows = draw(st.lists(st.integers(0, n_pop - 1), unique=True, min_size=1, max_size=n_pop))
    star_d = draw(st.booleans())
    sample = [population[r] for r in rows]
    release = [{**{c: draw(st.sampled_from(ANCESTORS[p[c]])) for c in qis if c != "d"},
                "d": "*" if star_d else p["d"]} for p in sample]
    threshold = draw(st.sampled_from([0.2, 0.5, 1 / 3]))
    return qis, population, sample, release, threshold


@SETTINGS
@given(released_with_open_column())
def test_risk_report_with_a_population_matches_a_direct_count(case):
    """report.json's journalist and marketer figures (risk_report on a problem with a population) for the
    input (leaf values) and the release equal the direct count."""
    from types import SimpleNamespace

    from seqanon_opt.data.population import Population
    from seqanon_opt.data.taxonomy import taxonomy_from_parents
    from seqanon_opt.privacy.risk import risk_report
    qis, population, sample, release, threshold = case
    d_values = sorted({r["d"] for r in sample})
    taxonomies = {c: taxonomy_from_nested(c, TREE) for c in qis if c != "d"}
    taxonomies["d"] = taxonomy_from_parents("d", ["*", *d_values], [-1] + [0] * len(d_values))
    frame = pd.DataFrame(population, columns=qis).astype(str)
    problem = SimpleNamespace(quasi_identifiers=tuple(qis), taxonomies=taxonomies, risk_threshold=threshold,
                              table=pd.DataFrame(sample, columns=qis),
                              population=Population(frame, "pop.csv", ("d",), len(frame), 0))
    got = risk_report(problem, pd.DataFrame(release, columns=qis))

    def covers(label: str, column: str, value: str) -> bool:
        if column == "d":
            return label == "*" or label == value
        return value in COVER[label]

    for side, rows in (("input", sample), ("release", release)):
        big = [sum(1 for p in population if all(covers(r[c], c, p[c]) for c in qis)) for r in rows]
        risks = [1 / f for f in big]
        figures = got["journalist"][side]
        assert figures["highest"] == pytest.approx(max(risks)) and figures["lowest"] == pytest.approx(min(risks))
        assert figures["average"] == pytest.approx(sum(risks) / len(risks))
        assert figures["records_at_risk"] == sum(1 for x in risks if x > threshold)
        assert got["marketer"][side] == pytest.approx(sum(risks) / len(risks))
        assert got[side]["records_at_risk"] == expected_prosecutor(rows, qis, threshold)["records_at_risk"]
    assert got["threshold"] == threshold and got["population"]["records"] == len(population)
