"""Sweep files with variants, measures, summary, paper numbers, required files and the window parameter."""

from __future__ import annotations

import pandas as pd
import pytest

from seqanon_opt.cli import main
from seqanon_opt.compare.cells import expand_cells
from seqanon_opt.compare.run import run_sweep
from seqanon_opt.compare.sweep import load_sweep
from seqanon_opt.errors import SpecError
from seqanon_opt.measures import MeasureOptions, get_measure, register
from seqanon_opt.spec.load import merge_patch

from helpers import REPO

QUICKSTART = REPO / "specs" / "quickstart.yaml"
TEMPORAL = REPO / "specs" / "temporal-relay.yaml"


class _RowsOptions(MeasureOptions):
    fail: bool = False


def _rows_columns(options: _RowsOptions) -> list[str]:
    return ["test_rows", "test_rows:double"]


@register("test-rows", options=_RowsOptions, columns=_rows_columns)
def _rows(context, options):
    """Rows of the release (a measure for these tests only)."""
    if options.fail:
        raise RuntimeError("asked to fail")
    return {"test_rows": len(context.release), "test_rows:double": 2 * len(context.release)}


def write(tmp_path, body: str, name: str = "sweep.yaml"):
    path = tmp_path / name
    path.write_text(f"name: t\nspecs: [{QUICKSTART}]\n" + body)
    return path


VARIANTS = """variants:
  k2: {requirements: [{kind: k-anonymity, k: 2, suppression: 0.0}]}
  k4: {requirements: [{kind: k-anonymity, k: 4, suppression: 0.0}]}
"""


def test_merge_patch_merges_mappings_replaces_lists_and_removes_nulls():
    base = {"a": {"x": 1, "y": [1, 2]}, "b": 2, "c": {"z": 1}}
    assert merge_patch(base, {"a": {"y": [3]}, "b": None, "c": {"w": 2}}) == \
        {"a": {"x": 1, "y": [3]}, "c": {"z": 1, "w": 2}}
    assert base["a"]["y"] == [1, 2]  # not modified


def test_variants_are_the_first_axis_and_patch_the_spec(tmp_path):
    sweep = load_sweep(write(tmp_path, VARIANTS + "grid:\n  solver: [cpsat-cut]\n"))
    assert list(sweep.grid) == ["variant", "solver"] and sweep.grid["variant"] == ("k2", "k4")
    cells = expand_cells(sweep)
    assert [c.param_dict["variant"] for c in cells] == ["k2", "k4"]
    assert len({c.id for c in cells}) == 2 and all(c.patch for c in cells)
    result = run_sweep(sweep, tmp_path / "out", quiet=True)
    frame = result.frame
    assert list(frame["achieved:k-anonymity"] >= [2, 4]) == [True, True]
    assert frame["objective"].iloc[0] <= frame["objective"].iloc[1]  # k = 4 costs at least k = 2's optimum
    text = (tmp_path / "out" / "results.md").read_text()
    assert "## Variants" in text and "`k4`" in text
    assert (tmp_path / "out" / "loss_vs_variant.png").exists()


@pytest.mark.parametrize("body, field, word", [
    (VARIANTS + "grid:\n  variant: [k2, k9]\n", "grid.variant[1]", "unknown variant"),
    ("grid:\n  variant: [k2]\n", "grid.variant[0]", "unknown variant"),
    ("variants: {}\ngrid: {k: [2]}\n", "variants", "empty variants"),
    ("grid: {k: [2]}\nmeasures: [{name: nope}]\n", "measures[0].name", "unknown measure"),
    ("grid: {k: [2]}\nmeasures: [{fail: true}]\n", "measures[0]", "needs a 'name'"),
    ("grid: {k: [2]}\nmeasures: [{name: test-rows, bogus: 1}]\n", "measures[0].bogus", "unknown option"),
    ("grid: {k: [2]}\nmeasures: [{name: test-rows}, {name: test-rows}]\n", "measures", "same column"),
    ("grid: {k: [2]}\nsummary: {by: [k], columns: [nope]}\n", "summary.columns[0]", "unknown column"),
    ("grid: {window: [2]}\n", "grid.window", "no spec takes parameter 'window'"),
])
def test_bad_sweep_fields_are_one_line(tmp_path, body, field, word):
    path = write(tmp_path, body)
    with pytest.raises(SpecError) as info:
        load_sweep(path)
    message = str(info.value)
    assert "\n" not in message and message.startswith(f"{path}:") and f"field '{field}'" in message
    assert word in message


def test_measures_fill_their_columns_and_a_failing_one_is_reported(tmp_path):
    body = ("grid: {k: [2, 3]}\nmeasures: [{name: test-rows}]\nsummary: {by: [solver], columns: [test_rows]}\n"
            "paper: {rows: 24}\n")
    result = run_sweep(load_sweep(write(tmp_path, body)), tmp_path / "out", quiet=True)
    frame = result.frame
    assert list(frame["test_rows"]) == [24, 24] and list(frame["test_rows:double"]) == [48, 48]
    assert frame["error"].isna().all()
    text = (tmp_path / "out" / "results.md").read_text()
    assert "## The paper's numbers" in text and "| rows | 24 |" in text
    assert "mean of test_rows per solver" in text
    assert (tmp_path / "out" / "test-rows_vs_k.png").read_bytes()[:4] == b"\x89PNG"
    failing = run_sweep(load_sweep(write(tmp_path, "grid: {k: [2]}\nmeasures: [{name: test-rows, fail: true}]\n",
                                         "fail.yaml")), tmp_path / "fail", quiet=True).frame
    assert failing["verified"].iloc[0] == "yes" and pd.isna(failing["test_rows"].iloc[0])
    assert "measure test-rows: RuntimeError: asked to fail" in failing["error"].iloc[0]
    assert get_measure("test-rows").columns(_RowsOptions()) == ["test_rows", "test_rows:double"]


def test_changing_the_measures_reruns_the_cells(tmp_path):
    one = expand_cells(load_sweep(write(tmp_path, "grid: {k: [2]}\n", "a.yaml")))
    two = expand_cells(load_sweep(write(tmp_path, "grid: {k: [2]}\nmeasures: [{name: test-rows}]\n", "b.yaml")))
    assert one[0].id != two[0].id


def test_sweep_without_its_required_data_is_skipped(tmp_path, capsys):
    path = write(tmp_path, "grid: {k: [2]}\nrequires: [no/such/file.csv]\nout: out-here\n")
    assert main(["compare", str(path), "--quiet"]) == 0
    assert "skipping sweep 't': it needs no/such/file.csv" in capsys.readouterr().out
    assert not (tmp_path / "out-here").exists()


def test_out_field_is_relative_to_the_sweep_file(tmp_path):
    sweep = load_sweep(write(tmp_path, "grid: {k: [2]}\nout: results/here\n"))
    assert sweep.out == tmp_path / "results" / "here"


def test_window_sweeps_a_temporal_spec(tmp_path):
    path = tmp_path / "w.yaml"
    path.write_text(f"name: w\nspecs: [{TEMPORAL}, {QUICKSTART}]\ngrid:\n  window: [1, 2, 4]\n")
    both = run_sweep(load_sweep(path), tmp_path / "out", quiet=True).frame
    other = both[both["spec"] == str(QUICKSTART)]
    assert (other["status"] == "invalid").all()
    assert other["error"].str.startswith("window is the reposition window of a temporal problem").all()
    frame = both[both["spec"] == str(TEMPORAL)].reset_index(drop=True)
    assert list(frame["window"]) == [1, 2, 4] and (frame["verified"] == "yes").all()
    # on this data a longer window costs less (observed, not a theorem: relay is a heuristic after window 1)
    assert frame["objective"].iloc[0] >= frame["objective"].iloc[2]
