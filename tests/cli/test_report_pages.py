"""report.html of `seqanon check` and `seqanon compare`: written beside the other outputs, self-contained
(no script, nothing loaded from a server), one gap-table row per solver / one row per cell with the
numbers of check.csv / results.csv, every plot of the sweep embedded; and the compare page as headless
Chromium draws it (skipped when `chromium` is not on PATH)."""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
from html.parser import HTMLParser

import numpy as np
import pandas as pd
import pytest
import yaml
from helpers import REPO, make_bottom_up_leak
from matplotlib import image

from seqanon_opt.cli import main
from seqanon_opt.compare.sweep import load_sweep
from seqanon_opt.formatting import number
from seqanon_opt.compare.page import render_compare_html

SPECS = REPO / "specs"
SWEEP = SPECS / "sweeps" / "quickstart-k.yaml"
WIDTH, HEIGHT = 1280, 1400


class Tables(HTMLParser):
    """Every <table> of a page: a list of rows, each a list of (cell text, cell class), the row's
    class kept as the first entry's ``row_class``; plus every element id."""

    def __init__(self):
        super().__init__()
        self.tables: list[dict] = []
        self.ids: list[str] = []
        self._cell: list[str] | None = None
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if tag == "table":
            self.tables.append({"class": attrs.get("class", ""), "rows": []})
        elif tag == "tr" and self.tables:
            self.tables[-1]["rows"].append({"class": attrs.get("class") or "", "cells": [], "kinds": []})
        elif tag in ("td", "th") and self.tables:
            self._cell = []
            self.tables[-1]["rows"][-1]["kinds"].append(attrs.get("class") or "")

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None and self.tables:
            self.tables[-1]["rows"][-1]["cells"].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)

    def table(self, css: str) -> list[dict]:
        found = [t for t in self.tables if css in t["class"].split()]
        assert len(found) == 1, f"one table of class {css} expected, found {len(found)}"
        return found[0]["rows"]


def parse(text: str) -> Tables:
    parser = Tables()
    parser.feed(text)
    return parser


def assert_self_contained(text: str) -> None:
    """Nothing to fetch: no script, no stylesheet link, no frame; every src a data: URI, every href
    an in-page anchor; no url() or @import reaching out."""
    assert text.startswith("<!DOCTYPE html>")
    for tag in ("<script", "<link", "<iframe", "<object", "<embed", "@import"):
        assert tag not in text.lower(), tag
    assert not re.search(r"""\b(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", text, re.IGNORECASE)
    for value in re.findall(r"""\bsrc\s*=\s*["']([^"']*)""", text, re.IGNORECASE):
        assert value.startswith("data:"), value
    for value in re.findall(r"""\bhref\s*=\s*["']([^"']*)""", text, re.IGNORECASE):
        assert value.startswith("#"), value
    assert not re.search(r"url\(\s*['\"]?\s*(?:https?:)?//", text, re.IGNORECASE)


# ------------------------------------------------------------------ check
@pytest.fixture(scope="module")
def check_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("check") / "qs-check"
    assert main(["check", str(SPECS / "quickstart.yaml"), "--out", str(out), "--quiet"]) == 0
    return out


def test_check_writes_a_self_contained_page_with_every_solver(check_run):
    text = (check_run / "report.html").read_text(encoding="utf-8")
    assert_self_contained(text)
    table = pd.read_csv(check_run / "check.csv")
    page = parse(text)
    rows = page.table("gap")
    header, body = rows[0]["cells"], rows[1:]
    assert header[:3] == ["solver", "kind", "status"] and header[-1] == "achieved: k-anonymity"
    assert [r["cells"][0] for r in body] == list(table["solver"])
    for row, (_, expected) in zip(body, table.iterrows()):
        cells = dict(zip(header, row["cells"]))
        assert cells["objective (LM)"] == number(expected["loss"])
        assert cells["gap to best bound (%)"] == number(expected["gap_pct"])
        assert cells["verified"] == "yes" and cells["achieved: k-anonymity"] == expected["k-anonymity"]
        proven = expected["status"] == "optimal"
        assert ("proven" in row["class"].split()) == proven
        assert cells["status"] == ("optimal" + "proven optimum" if proven else expected["status"])
        assert "violation" not in row["class"]
    assert "cpsat-cut" in set(table.loc[table["status"] == "optimal", "solver"])
    # the spec summary
    assert "quickstart" in text and "age, sex, zip, job" in text
    requirements = page.table("requirements")
    assert requirements[1]["cells"][0] == "k-anonymity" and "k=3" in requirements[1]["cells"][1]
    # the chart: one inline SVG with a bar label per solver and the best bound's line in its legend
    chart = re.search(r'<div class="card chart check">(<svg.*?</svg>)\s*</div>', text, re.DOTALL)
    assert chart is not None
    best = pd.read_json(check_run / "report.json", typ="series")["best_bound"]
    assert f"best bound {number(best)}" in chart.group(1)
    for solver in table["solver"]:
        assert f">{solver}<" in chart.group(1)
    assert len(set(page.ids)) == len(page.ids)


def test_check_page_highlights_a_violating_solver(tmp_path, capsys, monkeypatch):
    make_bottom_up_leak(monkeypatch)
    out = tmp_path / "c"
    assert main(["check", str(SPECS / "quickstart.yaml"), "--out", str(out), "--quiet"]) == 3
    capsys.readouterr()
    text = (out / "report.html").read_text(encoding="utf-8")
    assert_self_contained(text)
    rows = parse(text).table("gap")
    header, body = rows[0]["cells"], {r["cells"][0]: r for r in rows[1:]}
    leaky = body["bottom-up"]
    assert "violation" in leaky["class"].split()
    cells = dict(zip(header, leaky["cells"]))
    assert cells["verified"] == "NOviolates" and cells["achieved: k-anonymity"].endswith("FAIL")
    assert "fail" in leaky["kinds"][header.index("achieved: k-anonymity")].split()
    assert all("violation" not in body[s]["class"] for s in body if s != "bottom-up")
    assert '<ul class="violations"><li><b>bottom-up</b>' in text
    assert "violates requirements" in text  # the red bar's legend entry


# ------------------------------------------------------------------ compare
@pytest.fixture(scope="module")
def compare_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("compare") / "quickstart-k"
    assert main(["compare", str(SWEEP), "--out", str(out), "--quiet"]) == 0
    return out


def _plots(out) -> list[str]:
    """The PNG plots results.md lists."""
    return re.findall(r"!\[([^\]]+\.png)\]", (out / "results.md").read_text())


def test_compare_writes_a_self_contained_page_with_every_cell_and_plot(compare_run):
    text = (compare_run / "report.html").read_text(encoding="utf-8")
    assert_self_contained(text)
    frame = pd.read_csv(compare_run / "results.csv", dtype={"cell_id": str})
    page = parse(text)
    rows = page.table("cells")
    header, body = rows[0]["cells"], rows[1:]
    assert [r["cells"][0] for r in body] == list(frame["cell_id"])
    for row, (_, expected) in zip(body, frame.iterrows()):
        cells = dict(zip(header, row["cells"]))
        assert cells["solver"] == expected["solver"] and cells["objective"] == number(expected["objective"])
        assert ("proven" in row["class"].split()) == (expected["status"] == "optimal")
    plots = _plots(compare_run)
    assert sorted(plots) == ["loss_vs_k.png", "time_vs_k.png"]
    for name in plots:
        stem = name.removesuffix(".png")
        block = re.search(rf'<div class="card plot" id="plot-{stem}"><h3>{stem}</h3>(<svg.*?</svg>)\s*</div>',
                          text, re.DOTALL)
        assert block is not None, stem
        for solver in frame["solver"].unique():  # the plot's own series, one line per solver
            assert f"series:{solver}" in block.group(1)
    assert len(set(page.ids)) == len(page.ids)  # the plots' ids prefixed apart


def test_compare_page_has_the_summary_paper_and_variants_tables(tmp_path):
    sweep = {"name": "qs-summary", "description": "two k, two variants",
             "specs": [str(SPECS / "quickstart.yaml")],
             "grid": {"k": [2, 3], "solver": ["bottom-up"], "variant": ["plain", "em"]},
             "variants": {"plain": {}, "em": {"objective": "EM"}},
             "summary": {"by": ["variant"], "columns": ["objective"]},
             "paper": {"LM at k=3": 41}}
    path = tmp_path / "sweep.yaml"
    path.write_text(yaml.safe_dump(sweep, sort_keys=False))
    out = tmp_path / "out"
    assert main(["compare", str(path), "--out", str(out), "--quiet"]) == 0
    text = (out / "report.html").read_text(encoding="utf-8")
    assert_self_contained(text)
    page = parse(text)
    frame = pd.read_csv(out / "results.csv", dtype={"cell_id": str})
    summary = page.table("summary-table")
    assert summary[0]["cells"] == ["variant", "objective", "cells"]
    for row in summary[1:]:
        variant, mean, cells = row["cells"]
        chosen = frame[frame["variant"] == variant]
        assert mean == number(float(f"{chosen['objective'].mean():.4g}")) and cells == str(len(chosen))
    assert page.table("paper")[1]["cells"] == ["LM at k=3", "41"]
    assert [r["cells"][0] for r in page.table("variants")[1:]] == ["plain", "em"]
    assert len(page.table("cells")) == len(frame) + 1
    for name in _plots(out):
        assert f'id="plot-{name.removesuffix(".png")}"' in text


def test_compare_page_falls_back_to_the_png(compare_run, tmp_path):
    out = tmp_path / "copy"
    shutil.copytree(compare_run, out)
    (out / "loss_vs_k.svg").unlink()
    frame = pd.read_csv(out / "results.csv", dtype={"cell_id": str})
    text = render_compare_html(out, load_sweep(SWEEP), frame, _plots(out))
    assert_self_contained(text)
    found = re.search(r'id="plot-loss_vs_k"><h3>loss_vs_k</h3><img alt="loss_vs_k" src="data:image/png;base64,'
                      r'([A-Za-z0-9+/=]+)"', text)
    assert found is not None
    assert base64.b64decode(found.group(1)) == (out / "loss_vs_k.png").read_bytes()
    assert 'id="plot-time_vs_k"><h3>time_vs_k</h3><svg' in text


def test_screenshot_of_compare_report(compare_run, tmp_path):
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("chromium is not on PATH: no screenshot of the compare report.html (apt-get install chromium)")
    shot = tmp_path / "compare.png"
    done = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}",
                           f"--window-size={WIDTH},{HEIGHT}", (compare_run / "report.html").as_uri()],
                          capture_output=True, text=True, timeout=60, check=False)
    assert shot.exists(), done.stderr[-2000:]
    pixels = image.imread(str(shot))[..., :3]
    assert pixels.shape[:2] == (HEIGHT, WIDTH)
    assert pixels.var() > 0.005  # not one flat colour
    quantised = np.round(pixels.reshape(-1, 3) * 255).astype(np.int64)
    colours = np.unique(quantised[:, 0] << 16 | quantised[:, 1] << 8 | quantised[:, 2])
    assert len(colours) > 200  # text antialiasing, lines, markers: far from a blank page
    assert (pixels < 0.97).any(axis=2).mean() > 0.05
    # the plots are drawn: matplotlib's first two series colours (C0 blue, C1 orange: the two solvers)
    for colour in ((0x1F, 0x77, 0xB4), (0xFF, 0x7F, 0x0E)):
        hit = (np.abs(pixels - np.array(colour) / 255) < 0.03).all(axis=2)
        assert hit.sum() > 200, f"series colour {colour} barely drawn"
        rows = np.flatnonzero(hit.any(axis=1))
        assert rows.max() - rows.min() > 50  # lines across the plot, not a stray legend swatch
