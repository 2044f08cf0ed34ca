"""report.html (seqanon_opt/report_html.py): the page parses, draws every taxonomy with the published
nodes marked, the loss and class-size charts, every requirement, and escapes every label."""

from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pytest
import yaml
from helpers import REPO, write_spec

from seqanon_opt.data.taxonomy import taxonomy_from_parents
from seqanon_opt.pipeline import run
from seqanon_opt.report_html import (
    MAX_TREE_CHILDREN,
    attribute_loss,
    render_report_html,
    tree_svg,
)

QUICKSTART = REPO / "specs" / "quickstart.yaml"


class Page(HTMLParser):
    """Collects the tree nodes (per taxonomy SVG), the chart SVGs, requirement rows and all text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.trees: list[dict[str, str]] = []  # per taxonomy: label -> node class
        self.charts: list[str] = []
        self.requirements: list[list[str]] = []
        self.text: list[str] = []
        self.stack: list[str] = []
        self._chart: str | None = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self.errors: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "svg" and "taxonomy" in cls:
            self.trees.append({})
        elif tag == "svg" and self._chart:
            self.charts.append(self._chart)
        if tag == "div" and "chart" in cls:
            self._chart = cls[-1]
        if tag == "g" and "node" in cls and "data-label" in a:
            self.trees[-1][a["data-label"]] = cls[1]
        if tag == "tr" and "requirement" in cls:
            self._row = []
        if tag == "td" and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "td" and self._cell is not None:
            self._row.append("".join(self._cell))
            self._cell = None
        if tag == "tr" and self._row is not None:
            self.requirements.append(self._row)
            self._row = None
        if tag == "div":
            self._chart = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def parse(page: str) -> Page:
    parser = Page()
    parser.feed(page)
    parser.close()
    return parser


def variant(tmp_path: Path, **changes) -> Path:
    spec = yaml.safe_load(QUICKSTART.read_text())
    solver = changes.pop("solver", None)
    spec.update(changes)
    if solver:
        spec["solver"] = dict(spec["solver"], name=solver)
    return write_spec(tmp_path, spec)


def render(spec_path: Path):
    result = run(spec_path)
    page = render_report_html(result.report, result.problem, result.solution, result.release)
    return result, page, parse(page)


def check_common(result, page: str, parsed: Page) -> None:
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<script" not in page and "<link" not in page and " src=" not in page
    assert {m for m in re.findall(r'([\w:]+)="https?://', page)} <= {"xmlns", "xmlns:xlink"}  # nothing fetched
    assert len(parsed.trees) == len(result.problem.quasi_identifiers)
    assert parsed.charts == ["loss", "histogram"]
    # every requirement, its kind, achieved level and pass/fail
    assert len(parsed.requirements) == len(result.report["requirements"]) >= 1
    for row, req in zip(parsed.requirements, result.report["requirements"]):
        assert row[0] == req["kind"]
        assert row[3] == ("pass" if req["satisfied"] else "FAIL")
    # the loss per attribute adds up to the table LM the solver minimised (n * sum_a LM_a)
    loss = attribute_loss(result.problem, result.solution)
    assert set(loss) == set(result.problem.quasi_identifiers)
    assert result.problem.n_rows * sum(loss.values()) == pytest.approx(result.report["objective"]["value"])


def check_cut_marks(result, parsed: Page) -> None:
    for attr, tree in zip(result.problem.quasi_identifiers, parsed.trees):
        cut = result.report["cuts"][attr]
        marked = {label for label, kind in tree.items() if kind == "marked"}
        assert marked == set(cut), attr
        tax = result.problem.taxonomies[attr]
        for label, kind in tree.items():  # nodes above the cut grey, below white
            above = any(tax.tin[v] < tax.tin[tax.index[label]] < tax.tout[v] for v in map(tax.index.get, cut))
            if label not in cut:
                assert kind == ("below" if any(tax.tin[v] <= tax.tin[tax.index[label]] < tax.tout[v]
                                               for v in map(tax.index.get, cut)) else "above"), label
            else:
                assert not above


def test_quickstart_cut():
    result, page, parsed = render(QUICKSTART)
    check_common(result, page, parsed)
    check_cut_marks(result, parsed)
    assert parsed.trees[1] == {"*": "above", "F": "marked", "M": "marked"}  # sex: leaves kept
    assert "Large taxonomy" in page  # age: 42 nodes, drawn down to the cut plus one level
    assert set(parsed.trees[0]) == {"[20, 70]", "[20, 40)", "[40, 70]"}


def test_quickstart_combined():
    result, page, parsed = render(REPO / "specs" / "quickstart-combined.yaml")
    check_common(result, page, parsed)
    check_cut_marks(result, parsed)
    assert [r[0] for r in parsed.requirements] == ["k-anonymity", "entropy-l-diversity", "t-closeness"]


def test_full_domain(tmp_path):
    result, page, parsed = render(variant(tmp_path, generalization="full-domain", solver="full-domain"))
    check_common(result, page, parsed)
    check_cut_marks(result, parsed)
    assert "full-domain model" in page


@pytest.mark.parametrize("solver", ["cpsat-cell", "personalized-clustering"])
def test_cell_model(tmp_path, solver):
    result, page, parsed = render(variant(tmp_path, generalization="cell", solver=solver))
    check_common(result, page, parsed)
    for attr, tree in zip(result.problem.quasi_identifiers, parsed.trees):
        published = set(result.release[attr].astype(str))
        marked = {label for label, kind in tree.items() if kind == "marked"}
        assert marked == published, attr
    # the counts beside the marked nodes add up to the published records
    counts = [int(t.split("×")[1]) for t in parsed.text if "×" in t and t.split("×")[1].strip().isdigit()]
    assert sum(counts) == result.report["rows"]["out"] * len(result.problem.quasi_identifiers)


def test_labels_are_escaped(tmp_path):
    spec = yaml.safe_load(QUICKSTART.read_text())
    spec["taxonomies"]["job"] = {"tree": {"*": {"<health & care>": ["nurse", "doctor"],
                                                "office": ["clerk", "lawyer"]}}}
    spec["name"] = "quick <b>start</b> & co"
    result, page, parsed = render(write_spec(tmp_path, spec))
    assert "<health" not in page and "<b>" not in page
    assert "&lt;health &amp; care&gt;" in page
    assert "quick &lt;b&gt;start&lt;/b&gt; &amp; co" in page
    job = parsed.trees[result.problem.quasi_identifiers.index("job")]
    assert job["<health & care>"] == "marked"


def test_large_taxonomy_is_collapsed():
    """A root with 100 leaves: cut at the root draws the root and a row of children shortened to
    MAX_TREE_CHILDREN boxes, the last one '... n more'."""
    labels = ["*"] + [f"v{i}" for i in range(100)]
    tax = taxonomy_from_parents("x", labels, [-1] + [0] * 100)
    svg, collapsed = tree_svg(tax, np.array([0]))
    parsed = parse(svg)
    assert collapsed
    assert parsed.trees[0]["*"] == "marked"
    assert len(parsed.trees[0]) == MAX_TREE_CHILDREN  # root + 11 children; the 12th box is '... 89 more'
    assert f"... {100 - MAX_TREE_CHILDREN + 1} more" in svg
    # cut at the leaves: every leaf is published; the boxes left out are said to be
    svg, collapsed = tree_svg(tax, np.arange(1, 101))
    assert collapsed and "(89 published)" in svg
    small = taxonomy_from_parents("y", ["*", "a", "b"], [-1, 0, 0])
    svg, collapsed = tree_svg(small, np.array([1, 2]))
    assert not collapsed and parse(svg).trees[0] == {"*": "above", "a": "marked", "b": "marked"}


def test_no_solution_still_renders():
    """A run without a release (infeasible, or none in time): the summary, a note instead of the
    requirements, the trees and loss chart left out, the input's class sizes still drawn."""
    result = run(QUICKSTART)
    solution = dataclasses.replace(result.solution, generalized=None, suppressed=None, cuts=None)
    report = dict(result.report, requirements=[], status="infeasible",
                  risk=dict(result.report["risk"], release=None))
    page = render_report_html(report, result.problem, solution, None)
    parsed = parse(page)
    assert "No requirement was verified" in page and "infeasible" in page
    assert parsed.trees == [] and parsed.charts == ["histogram"]
