"""`seqanon compare`: outputs, resumption, and the same rows from the local, process-pool and Dask executors."""

from __future__ import annotations

import pandas as pd
import pytest

from seqanon_opt.cli import main

from helpers import REPO

SWEEP = REPO / "specs" / "sweeps" / "quickstart-k.yaml"
STABLE = ["cell_id", "spec", "k", "solver", "status", "objective", "bound", "gap", "optimum", "verified",
          "achieved:k-anonymity", "error"]


def results(out) -> pd.DataFrame:
    frame = pd.read_csv(out / "results.csv", dtype={"cell_id": str})
    return frame[STABLE].sort_values("cell_id").reset_index(drop=True)


@pytest.fixture(scope="module")
def local_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("compare") / "local"
    assert main(["compare", str(SWEEP), "--out", str(out), "--quiet"]) == 0
    return out


def test_local_sweep_writes_csv_markdown_and_plots(local_run):
    frame = pd.read_csv(local_run / "results.csv", dtype={"cell_id": str})
    assert len(frame) == 6 and frame["cell_id"].is_unique
    assert list(frame["k"]) == [2, 2, 3, 3, 5, 5]
    assert list(frame["solver"]) == ["cpsat-cut", "bottom-up"] * 3
    assert (frame["verified"] == "yes").all()
    exact = frame[frame["solver"] == "cpsat-cut"]
    assert (exact["status"] == "optimal").all() and (exact["optimum"] == exact["objective"]).all()
    assert (exact["gap"] == 0).all()
    heuristic = frame[frame["solver"] == "bottom-up"]
    assert heuristic["optimum"].isna().all()
    # no heuristic below the proven optimum of the same k
    for k in (2, 3, 5):
        assert (frame[frame["k"] == k]["objective"] >= exact[exact["k"] == k]["optimum"].iloc[0] - 1e-9).all()
    assert (frame["achieved:k-anonymity"] >= frame["k"]).all()
    markdown = (local_run / "results.md").read_text()
    assert "| cell_id |" in markdown and markdown.count("| ../quickstart.yaml |") == 6
    for name in ("loss_vs_k.png", "time_vs_k.png"):
        assert (local_run / name).read_bytes()[:4] == b"\x89PNG"


def test_resumption_runs_only_the_missing_cell(local_run, tmp_path, capsys):
    out = tmp_path / "resume"
    out.mkdir()
    lines = (local_run / "results.csv").read_text().splitlines(keepends=True)
    removed = lines.pop(3)  # the header, then cells 0, 1, 2: drop cell 2
    (out / "results.csv").write_text("".join(lines))
    capsys.readouterr()
    assert main(["compare", str(SWEEP), "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "6 cells; 5 skipped" in captured.out and "1 run, 5 skipped" in captured.out
    assert captured.err.count("[1/1]") == 1 and "[2/" not in captured.err  # plain progress lines: not a tty
    frame = pd.read_csv(out / "results.csv", dtype={"cell_id": str})
    assert len(frame) == 6 and list(frame["cell_id"]) == list(
        pd.read_csv(local_run / "results.csv", dtype={"cell_id": str})["cell_id"])
    assert frame["cell_id"].iloc[2] == removed.split(",")[0]
    pd.testing.assert_frame_equal(results(out), results(local_run))
    # all there: nothing runs
    assert main(["compare", str(SWEEP), "--out", str(out), "--quiet"]) == 0
    assert "0 run, 6 skipped" in capsys.readouterr().out


def test_quiet_prints_no_progress(local_run, tmp_path, capsys):
    out = tmp_path / "q"
    out.mkdir()
    lines = (local_run / "results.csv").read_text().splitlines(keepends=True)
    (out / "results.csv").write_text("".join(lines[:-1]))  # drop the last cell
    assert main(["compare", str(SWEEP), "--out", str(out), "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_process_pool_gives_the_same_rows(local_run, tmp_path):
    out = tmp_path / "jobs"
    assert main(["compare", str(SWEEP), "--out", str(out), "--jobs", "2", "--quiet"]) == 0
    pd.testing.assert_frame_equal(results(out), results(local_run))


def test_dask_executor_gives_the_same_rows(local_run, tmp_path):
    """A local cluster listening on TCP, reached by HOST:PORT as a remote scheduler would be."""
    distributed = pytest.importorskip("distributed")
    out = tmp_path / "dask"
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://",
                                       host="127.0.0.1", dashboard_address=None)
    with cluster:
        address = cluster.scheduler_address
        assert address.startswith("tcp://127.0.0.1:")
        assert main(["compare", str(SWEEP), "--out", str(out), "--executor", "dask",
                     "--address", address.removeprefix("tcp://"), "--quiet"]) == 0
    pd.testing.assert_frame_equal(results(out), results(local_run))


def test_unreachable_dask_scheduler_is_one_line(tmp_path, capsys, monkeypatch):
    pytest.importorskip("distributed")
    import socket

    from seqanon_opt.compare import run
    monkeypatch.setattr(run, "DASK_CONNECT_TIMEOUT_S", 2)
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    assert main(["compare", str(SWEEP), "--out", str(tmp_path / "o"), "--executor", "dask",
                 "--address", f"127.0.0.1:{port}", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot reach the Dask scheduler" in err


@pytest.mark.parametrize("grid, expected", [
    ("  k: [2]\n  foo: [1]\n", "field 'grid.foo': unknown parameter"),
    ("  solver: [nope]\n", "field 'grid.solver[0]': unknown solver"),
    ("  k: []\n", "field 'grid.k': empty list"),
    ("  l: [2]\n", "field 'grid.l': no spec takes parameter 'l'"),
])
def test_bad_sweep_exits_2_with_one_line(tmp_path, capsys, grid, expected):
    sweep = tmp_path / "bad.yaml"
    sweep.write_text(f"name: bad\nspecs: [{REPO / 'specs' / 'quickstart.yaml'}]\ngrid:\n{grid}")
    assert main(["compare", str(sweep), "--out", str(tmp_path / "o"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"seqanon: error: {sweep}:") and expected in err
    assert not (tmp_path / "o").exists()


def test_bad_options_exit_2(tmp_path, capsys):
    assert main(["compare", str(tmp_path / "none.yaml")]) == 2
    assert "sweep file not found" in capsys.readouterr().err
    assert main(["compare", str(SWEEP), "--executor", "dask", "--out", str(tmp_path / "o")]) == 2
    assert "--address" in capsys.readouterr().err
    assert main(["compare", str(SWEEP), "--jobs", "0", "--out", str(tmp_path / "o")]) == 2
    assert "--jobs" in capsys.readouterr().err
