"""The sweep plots: built from a small results table shaped like results.csv, inspected through the
matplotlib Figure / Axes objects (labels, series, error bars, bands, ticks, legend placement), saved
as PNG / PDF / SVG; and one end-to-end `seqanon compare` that still writes them."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest
from helpers import REPO

from seqanon_opt.cli import main
from seqanon_opt.compare.plots import (
    REFERENCE_GID,
    SERIES_GID,
    build_figures,
    save_figure,
)
from seqanon_opt.report_pages import objective_label

SOLVERS = ("cpsat-cut", "bottom-up", "anneal")
K = (2, 3, 5, 8)
SEEDS = (0, 1, 2)
GRID = {"k": list(K), "solver": list(SOLVERS), "seed": list(SEEDS)}


def synthetic() -> pd.DataFrame:
    """results.csv's columns: cpsat-cut proves k in 2, 3, 5 and stops at k=8 with incumbent 80 and
    bound 65; the heuristics have no bound; anneal's objective varies with the seed (+2 per seed)."""
    combos = pd.DataFrame(list(itertools.product(K, SOLVERS, SEEDS)), columns=["k", "solver", "seed"])
    exact = combos["solver"].eq("cpsat-cut")
    proven = exact & combos["k"].lt(8)
    base = 10.0 * combos["k"]
    objective = np.where(exact, base, base + 3 + np.where(combos["solver"].eq("anneal"), 2 * combos["seed"], 0))
    return combos.assign(
        cell_id=[f"c{i}" for i in range(len(combos))], spec="a.yaml",
        status=np.where(proven, "optimal", "feasible"), objective=objective,
        bound=np.where(proven, base, np.where(exact, base - 15, np.nan)),
        optimum=np.where(proven, base, np.nan), verified="yes",
        time_s=0.1 * combos["k"] + 0.01 * combos["seed"],
        **{"err": 0.2 - 0.01 * combos["k"], "err:original": 0.1})


def series(ax) -> list:
    return [line for line in ax.lines if str(line.get_gid()).startswith(SERIES_GID)]


@pytest.fixture(scope="module")
def figures():
    measure = SimpleNamespace(name="err", plotted=("err", "err:original"), columns=("err", "err:original"))
    figs = build_figures(synthetic(), GRID, title="syn", objective=objective_label(["LM"]), measures=[measure])
    yield figs
    import matplotlib.pyplot as plt
    for fig in figs.values():
        plt.close(fig)


def test_one_figure_per_panel_and_axis_labels(figures):
    assert sorted(figures) == ["err_vs_k", "loss_vs_k", "time_vs_k"]  # seed is never an x axis
    loss, time = figures["loss_vs_k"].axes[0], figures["time_vs_k"].axes[0]
    assert loss.get_ylabel() == "LM (table total)"
    assert time.get_ylabel() == "time (s)"
    assert figures["err_vs_k"].axes[0].get_ylabel() == "err"
    for fig in figures.values():
        assert fig.axes[0].get_xlabel() == "k (anonymity level)"


def test_one_series_per_solver_with_markers_and_seed_medians(figures):
    for fig in figures.values():
        ax = fig.axes[0]
        lines = series(ax)
        assert len(lines) == len(SOLVERS)  # seeds are aggregated, not series; no extra "optimum" series
        assert sorted(line.get_label() for line in lines) == sorted(SOLVERS)
        assert all(line.get_marker() not in (None, "None", "", " ") for line in lines)
        assert len({line.get_marker() for line in lines}) == len(SOLVERS)
    anneal = next(line for line in series(figures["loss_vs_k"].axes[0]) if line.get_label() == "anneal")
    assert list(anneal.get_ydata()) == [10.0 * k + 3 + 2 for k in K]  # median of +0, +2, +4
    assert np.allclose(np.round(anneal.get_xdata()), K) and np.allclose(anneal.get_xdata(), K, atol=0.2)
    band = next(c for c in figures["loss_vs_k"].axes[0].collections if c.get_gid() == "band:anneal")
    ys = np.concatenate([p.vertices[:, 1] for p in band.get_paths()])
    assert ys.min() == pytest.approx(10.0 * K[0] + 3) and ys.max() == pytest.approx(10.0 * K[-1] + 3 + 4)


def test_unproven_points_are_open_with_an_error_bar_from_the_bound(figures):
    ax = figures["loss_vs_k"].axes[0]
    bars = [c for c in ax.containers if type(c).__name__ == "ErrorbarContainer"]
    assert len(bars) == 1  # only cpsat-cut has a bound on an unproven point (k=8)
    segments = bars[0].lines[2][0].get_segments()
    assert len(segments) == 1
    (x0, y0), (x1, y1) = segments[0]
    assert x0 == x1 and x0 == pytest.approx(8, abs=0.2) and sorted((y0, y1)) == [65.0, 80.0]
    open_points = {c.get_gid(): c.get_offsets() for c in ax.collections if str(c.get_gid()).startswith("open:")}
    assert set(open_points) == {"open:cpsat-cut", "open:bottom-up", "open:anneal"}
    assert len(open_points["open:cpsat-cut"]) == 1 and open_points["open:cpsat-cut"][0][1] == 80.0
    assert all(len(open_points[f"open:{s}"]) == len(K) for s in ("bottom-up", "anneal"))
    faces = next(c for c in ax.collections if c.get_gid() == "open:cpsat-cut").get_facecolors()
    assert np.allclose(faces[0][:3], 1.0)  # white: open
    exact = next(line for line in series(ax) if line.get_label() == "cpsat-cut")
    assert exact.get_markerfacecolor() == exact.get_color()  # proven points: filled
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert "proven optimum" in labels and "unproven (bar: lower bound)" in labels
    # no bars, no open markers on the time plot
    assert not figures["time_vs_k"].axes[0].containers


def test_integer_ticks_for_an_integer_parameter(figures):
    ticks = figures["loss_vs_k"].axes[0].get_xticks()
    assert list(ticks) == list(K) and all(float(t).is_integer() for t in ticks)


def test_legend_outside_the_axes(figures):
    fig = figures["loss_vs_k"]
    fig.canvas.draw()
    ax = fig.axes[0]
    renderer = fig.canvas.get_renderer()
    assert ax.get_legend().get_window_extent(renderer).x0 >= ax.get_window_extent(renderer).x1


def test_a_reference_equal_for_every_solver_is_drawn_once(figures):
    ax = figures["err_vs_k"].axes[0]
    references = [line for line in ax.lines if str(line.get_gid()).startswith(REFERENCE_GID)]
    assert len(references) == 1 and references[0].get_linestyle() == "--"


def test_saved_in_three_formats_at_300_dpi(tmp_path):
    from PIL import Image
    fig = build_figures(synthetic(), GRID, objective="LM (table total)")["loss_vs_k"]
    paths = save_figure(fig, tmp_path, "loss_vs_k")
    assert [p.name for p in paths] == ["loss_vs_k.png", "loss_vs_k.pdf", "loss_vs_k.svg"]
    assert paths[0].read_bytes()[:4] == b"\x89PNG" and paths[1].read_bytes()[:4] == b"%PDF"
    assert b"<svg" in paths[2].read_bytes()[:2000]
    with Image.open(paths[0]) as image:
        assert round(image.info["dpi"][0]) == 300
    assert "LM (table total)" in paths[2].read_text()  # SVG text kept as text


def test_variants_on_a_categorical_axis_and_float_parameter():
    frame = synthetic().query("k == 2").drop(columns="k").assign(variant=lambda f: np.where(
        f["seed"] == 0, "plain", "strict"))
    figs = build_figures(frame, {"variant": ["strict", "plain"], "solver": list(SOLVERS)})
    ax = figs["loss_vs_variant"].axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["strict", "plain"] and len(series(ax)) == 3
    floats = synthetic().assign(l=lambda f: f["k"] / 2.0).drop(columns="k")
    ax = build_figures(floats, {"l": [1.0, 1.5, 2.5, 4.0], "solver": list(SOLVERS)})["loss_vs_l"].axes[0]
    assert ax.get_xlabel() == "l (diversity level)" and 1.5 in list(ax.get_xticks())


def test_objective_labels():
    assert objective_label(["LM"]) == "LM (table total)"
    assert objective_label(["ILeft", "ILeft"]) == "ILeft (mean per record)"
    assert objective_label(["LM", "EM"]) == "objective (LM, EM)"
    assert objective_label(["LM", "EM"], swept=True) == "objective (the line's metric)"


def test_compare_end_to_end_writes_the_plots(tmp_path):
    sweep = tmp_path / "tiny.yaml"
    sweep.write_text(f"name: tiny\nspecs: [{REPO / 'specs' / 'quickstart.yaml'}]\n"
                     "grid:\n  k: [2, 3]\n  solver: [cpsat-cut, bottom-up]\n")
    out = tmp_path / "out"
    assert main(["compare", str(sweep), "--out", str(out), "--quiet"]) == 0
    for stem in ("loss_vs_k", "time_vs_k"):
        for fmt in ("png", "pdf", "svg"):
            assert (out / f"{stem}.{fmt}").stat().st_size > 0
    assert "![loss_vs_k.png](loss_vs_k.png)" in (out / "results.md").read_text()
    assert "LM (table total)" in (out / "loss_vs_k.svg").read_text()
