"""The report of a weighted problem (a tuple table, ``Problem.weight``) equals the report of the expanded one.

Random small specs (tests/strategies.py) are read both as they are and as a weighted tuple table
(``helpers.weighted_pair``). A random solution on the weighted problem (a random valid cut per
quasi-identifier, or a random ancestor per row; random rows suppressed whole) is expanded to the records
(``X[row_tuple]``); ``build_report`` of both (utility metrics, rows, risk with and without a population)
must agree: numbers within 1e-9 relative (counts exactly), everything else equal. Skipped: ``rows.tuples``,
which only a weighted report has (the tuple table's own rows). ``render_report_html`` runs on both and
draws the same page up to its numbers, with the same loss per attribute and cell counts per taxonomy node.
The charts are drawn from the loss and the report's risk, both compared above, so their matplotlib drawing
(90 % of this test's time) is stubbed here; tests/unit/test_report_html.py and test_report_groups.py draw them.
"""

from __future__ import annotations

import math
import re
import tempfile
from pathlib import Path
from unittest import mock

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import ancestor_table, cut_map
from seqanon_opt.errors import SeqanonError
from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.report import build_report
from seqanon_opt import report_html
from seqanon_opt.report_html import attribute_loss, render_report_html
from seqanon_opt.solution import Solution, Status

from helpers import weighted_pair
from strategies import cut_instance, numeric_instance

SETTINGS = settings(max_examples=70, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])
OBJECTIVES = ("LM", "EM", "distortion", "discernibility", "ILeft")
SKIPPED = {("rows", "tuples")}  # the tuple table's own rows: only a weighted report has them


def random_cut(tax, draw) -> list[int]:
    """A random valid cut of ``tax``: from the root down, each node either taken or split into its children."""
    cut, stack = [], [tax.root]
    while stack:
        node = stack.pop()
        if not tax.children[node] or draw(st.booleans()):
            cut.append(int(node))
        else:
            stack.extend(tax.children[node])
    return sorted(cut)


def random_solution(problem, draw, cells: bool) -> Solution:
    """A random solution on ``problem`` (per row of its table): a valid cut per QI (``cells``: a random
    ancestor-or-self of each row's leaf, local recoding) and random rows suppressed."""
    generalized, cuts = {}, {}
    for attr in problem.quasi_identifiers:
        tax, codes = problem.taxonomies[attr], problem.codes[attr]
        if cells:
            steps = ancestor_table(tax)
            up = np.array(draw(st.lists(st.integers(0, steps.shape[1] - 1), min_size=len(codes),
                                        max_size=len(codes))), dtype=np.int64)
            generalized[attr] = steps[codes, up]
        else:
            cuts[attr] = random_cut(tax, draw)
            generalized[attr] = cut_map(tax, cuts[attr])[codes]
    suppressed = np.array(draw(st.lists(st.booleans(), min_size=problem.n_rows, max_size=problem.n_rows)),
                          dtype=bool).reshape(-1)
    return Solution("random", Status.FEASIBLE, generalized=generalized, suppressed=suppressed,
                    cuts=None if cells else cuts)


def expanded_solution(weighted, expanded, solution: Solution, row_tuple: np.ndarray) -> Solution:
    """``solution`` (per weighted row) as a solution of ``expanded`` (per record); nodes matched by label."""
    generalized, cuts = {}, None if solution.cuts is None else {}
    for attr, nodes in solution.generalized.items():
        source, target = weighted.taxonomies[attr], expanded.taxonomies[attr]
        to_target = np.array([target.index[label] for label in source.labels], dtype=np.int64)
        generalized[attr] = to_target[nodes][row_tuple]
        if cuts is not None:
            cuts[attr] = sorted(int(to_target[v]) for v in solution.cuts[attr])
    return Solution("random", Status.FEASIBLE, generalized=generalized, suppressed=solution.suppressed[row_tuple],
                    cuts=cuts)


def with_objective(problem, solution: Solution) -> Solution:
    """The solution with its objective: ``table_loss`` in the problem's metric (weighted on a weighted problem)."""
    solution.objective = table_loss(problem, solution.generalized, solution.suppressed, problem.objective)
    return solution


def assert_same(weighted, expanded, path=()):
    """Nested dicts / lists equal: ints exactly, floats within 1e-9 relative, the rest equal; SKIPPED left out."""
    if isinstance(weighted, dict):
        assert isinstance(expanded, dict), path
        keys = {k for k in weighted if (*path, k) not in SKIPPED}
        assert keys == {k for k in expanded if (*path, k) not in SKIPPED}, path
        for key in keys:
            assert_same(weighted[key], expanded[key], (*path, key))
    elif isinstance(weighted, (list, tuple)):
        assert isinstance(expanded, (list, tuple)) and len(weighted) == len(expanded), path
        for i, (a, b) in enumerate(zip(weighted, expanded)):
            assert_same(a, b, (*path, i))
    elif isinstance(weighted, (bool, np.bool_, str)) or weighted is None:
        assert weighted == expanded, (path, weighted, expanded)
    elif isinstance(weighted, (int, np.integer)) and isinstance(expanded, (int, np.integer)):
        assert int(weighted) == int(expanded), (path, weighted, expanded)
    else:
        assert isinstance(expanded, (int, float, np.number)), (path, weighted, expanded)
        assert math.isclose(float(weighted), float(expanded), rel_tol=1e-9, abs_tol=1e-12), (path, weighted, expanded)


def write_population(tmp: Path, spec: dict, extra: list[list]) -> dict:
    """The spec with ``risk.population``: a CSV of the QI columns holding every record of the table (so it
    contains the table) and the ``extra`` rows (rows of the table, people outside the sample)."""
    columns = spec["data"]["columns"]
    qis = spec["roles"]["quasi_identifiers"]
    rows = [[row[columns.index(q)] for q in qis] for row in spec["data"]["rows"] + extra]
    pd.DataFrame(rows, columns=qis).to_csv(tmp / "population.csv", index=False)
    return {**spec, "risk": {"population": {"path": "population.csv"}, "threshold": 0.5}}


def check(spec: dict, draw) -> None:
    """Build the pair, draw a solution, compare the reports and render both pages."""
    with tempfile.TemporaryDirectory() as tmp:
        if draw(st.booleans()):  # a population for journalist and marketer risk
            spec = write_population(Path(tmp), spec, draw(st.lists(st.sampled_from(spec["data"]["rows"]),
                                                                   max_size=4)))
        try:
            expanded, weighted, row_tuple = weighted_pair(Path(tmp), spec)
        except SeqanonError:  # refused at validation (no release can meet it)
            assume(False)
    assert weighted.weight is not None and weighted.n_records == expanded.n_rows
    solution = random_solution(weighted, draw, cells=draw(st.booleans()))
    on_records = expanded_solution(weighted, expanded, solution, row_tuple)
    with_objective(weighted, solution)
    with_objective(expanded, on_records)
    give_release = draw(st.booleans())  # publish here, or let build_report publish
    release_w = publish(weighted, solution) if give_release else None
    release_e = publish(expanded, on_records) if give_release else None
    report_w = build_report(weighted, solution, None, release_w)
    report_e = build_report(expanded, on_records, None, release_e)
    assert report_w["rows"]["tuples"] == {"in": weighted.n_rows, "suppressed": int(solution.suppressed.sum())}
    assert "tuples" not in report_e["rows"]
    assert_same(report_w, report_e)
    assert (report_w["risk"].get("journalist") is None) == ("risk" not in spec)
    assert_same(attribute_loss(weighted, solution), attribute_loss(expanded, on_records))
    with (
        mock.patch.object(report_html, "_loss_chart", lambda loss: f"<svg>loss {sorted(loss)}</svg>"),
        mock.patch.object(report_html, "_class_size_chart", lambda series: f"<svg>sizes {len(series)}</svg>"),
        mock.patch.object(report_html, "_risk_chart", lambda risk, journalist: "<svg>risk</svg>"),
    ):
        page_w = render_report_html(report_w, weighted, solution, release_w)
        page_e = render_report_html(report_e, expanded, on_records, release_e)
    assert re.sub(r"\d+", "#", page_w) == re.sub(r"\d+", "#", page_e)
    assert re.findall(r"×(\d+)", page_w) == re.findall(r"×(\d+)", page_e)  # cells per node, in records


@SETTINGS
@given(st.data())
def test_weighted_report_equals_expanded_on_cut_instances(data):
    """Categorical QIs, several objectives and requirement kinds, with and without a suppression budget."""
    spec = data.draw(cut_instance(suppression=data.draw(st.booleans()), objectives=OBJECTIVES,
                                  kinds=("k-anonymity", "l-diversity"), max_rows=12))
    check(spec, data.draw)


@settings(SETTINGS, max_examples=80)
@given(st.data())
def test_weighted_report_equals_expanded_on_numeric_instances(data):
    """A continuous QI and a class column: class entropy, distortion over intervals, and the rest."""
    spec = data.draw(numeric_instance(suppression=data.draw(st.booleans())))
    check(spec, data.draw)
