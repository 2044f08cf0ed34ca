"""The progress display: phases in order, incumbents and bounds, plain lines for logs, and no effect on results."""

from __future__ import annotations

import io
import json
import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest

from seqanon_opt import progress as pg
from seqanon_opt.cli import main

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "specs" / "quickstart.yaml"
LINE = re.compile(r"^\d\d:\d\d:\d\d  \+ *\d+\.\d\ds  (\S+) +(.*)$")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def parsed(text: str) -> list[tuple[str, str]]:
    lines = [line for line in text.splitlines() if line.strip()]
    out = []
    for line in lines:
        match = LINE.match(line)
        assert match, f"not a progress line: {line!r}"
        out.append((match.group(1), match.group(2)))
    return out


def test_gap_and_description():
    assert pg.gap(10.0, 9.0) == pytest.approx(0.1)
    assert pg.gap(0.0, 0.0) == 0.0
    assert pg.gap(5.0, None) is None and pg.gap(None, 1.0) is None
    assert pg.gap(4.0, 5.0) == 0.0  # a bound above the incumbent (rounding) is no negative gap
    assert pg.describe_incumbent(4.0, 3.0) == "incumbent 4, bound 3, gap 25%"
    assert pg.describe_incumbent(None, 3.0) == "bound 3"
    assert pg.describe_incumbent(None, None) == ""


def test_plain_lines_phases_and_throttled_incumbents():
    stream, clock = io.StringIO(), Clock()
    display = pg.PlainProgress(stream, every=1.0, clock=clock)
    display.phase("load", "data")
    clock.now = 0.5
    display.phase("solve", "cpsat-cut")
    display.incumbent(10.0, 2.0)  # shown: the first of the phase
    clock.now = 0.7
    display.incumbent(8.0, None)  # within a second: held back ...
    display.incumbent(None, 5.0)  # ... the bound joins the best objective so far
    display.incumbent(9.0, 4.0)  # worse objective and weaker bound are not shown as progress
    clock.now = 2.0
    display.close()  # ... and shown when the phase ends
    lines = parsed(stream.getvalue())
    assert lines == [("load", "data"), ("load", "done in 0.50 s"), ("solve", "cpsat-cut"),
                     ("solve", "incumbent 10, bound 2, gap 80%"), ("solve", "incumbent 8, bound 5, gap 37.5%"),
                     ("solve", "done in 1.50 s")]


def test_reporting_routes_package_logs_and_restores_the_context():
    stream = io.StringIO()
    display = pg.PlainProgress(stream)
    assert not pg.current().active
    with pg.reporting(display):
        assert pg.current() is display
        logging.getLogger("seqanon_opt.solvers.heuristics.top_down").info("round %d", 3)
        pg.report_incumbent(2.0, 1.0)
    assert not pg.current().active
    assert "round 3" in stream.getvalue() and "incumbent 2, bound 1" in stream.getvalue()
    logging.getLogger("seqanon_opt.solvers").info("after")  # no display: not shown anywhere
    assert "after" not in stream.getvalue()


def test_for_terminal_modes():
    not_a_terminal = io.StringIO()
    assert not pg.for_terminal("auto", stream=not_a_terminal).active
    assert isinstance(pg.for_terminal("auto", verbose=True, stream=not_a_terminal), pg.PlainProgress)
    assert isinstance(pg.for_terminal("plain", stream=not_a_terminal), pg.PlainProgress)
    assert not pg.for_terminal("plain", quiet=True, stream=not_a_terminal).active
    assert not pg.for_terminal("none", verbose=True, stream=not_a_terminal).active
    rich = pg.for_terminal("rich", stream=not_a_terminal)
    assert isinstance(rich, pg.RichProgress)
    rich.close()


def test_run_plain_progress_shows_every_phase_and_the_bound(tmp_path, capsys):
    assert main(["run", str(QUICKSTART), "--out", str(tmp_path / "o"), "--solver", "cpsat-cut",
                 "--progress", "plain"]) == 0
    lines = parsed(capsys.readouterr().err)
    phases = list(dict.fromkeys(phase for phase, _ in lines))
    assert phases == ["load", "solve", "verify", "report", "write"]
    objective = json.loads((tmp_path / "o" / "report.json").read_text())["objective"]["value"]
    solve = [text for phase, text in lines if phase == "solve"]
    assert any(text.startswith(f"incumbent {objective:.6g}, bound ") for text in solve), solve


def test_verbose_gives_plain_lines_off_a_terminal_and_nothing_without_it(tmp_path):
    def stderr(*flags: str) -> str:
        proc = subprocess.run([sys.executable, "-m", "seqanon_opt.cli", "run", str(QUICKSTART), "--out",
                               str(tmp_path / "o"), *flags], capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        return proc.stderr

    assert stderr() == ""
    assert [phase for phase, _ in parsed(stderr("--verbose"))][0] == "load"
    assert stderr("--verbose", "--quiet") == ""


def test_rich_display_off_a_terminal_still_renders_the_phases(tmp_path, capsys):
    assert main(["run", str(QUICKSTART), "--out", str(tmp_path / "o"), "--progress", "rich"]) == 0
    err = capsys.readouterr().err
    for phase in ("load", "solve", "verify", "write"):
        assert phase in err


@pytest.mark.parametrize("model, solver", [("cut", "cpsat-cut"), ("cell", "cpsat-cell")])
def test_progress_does_not_change_the_release(tmp_path, model, solver):
    """The CP-SAT callbacks only read: the same release, objective, bound and search statistics."""
    spec = tmp_path / "spec.yaml"
    spec.write_text(QUICKSTART.read_text().replace("generalization: cut", f"generalization: {model}"))
    outs = []
    for name, flags in (("quiet", ["--quiet"]), ("plain", ["--progress", "plain"])):
        out = tmp_path / name
        assert main(["run", str(spec), "--out", str(out), "--solver", solver, "--seed", "3",
                     "--time-limit", "5", *flags]) == 0
        outs.append(out)
    assert (outs[0] / "release.csv").read_text() == (outs[1] / "release.csv").read_text()
    reports = [json.loads((o / "report.json").read_text()) for o in outs]
    for key in ("status", "objective", "bound", "statistics"):
        assert reports[0][key] == reports[1][key]


def test_check_shows_a_phase_per_solver(tmp_path, capsys):
    assert main(["check", str(QUICKSTART), "--out", str(tmp_path / "c"), "--solvers", "bottom-up,cpsat-cut",
                 "--progress", "plain"]) == 0
    lines = parsed(capsys.readouterr().err)
    assert list(dict.fromkeys(phase for phase, _ in lines)) == ["bottom-up", "cpsat-cut"]
    assert any(phase == "cpsat-cut" and text.startswith("incumbent 41, bound 41") for phase, text in lines)


def test_rich_display_shows_brackets_as_text():
    stream = io.StringIO()
    display = pg.RichProgress(stream)
    display.phase("write", "out/[/x] [20, 70]")  # a path or a label, not rich markup
    display.incumbent(1.0, 0.5)
    display.note("a [/bold] note")
    display.close()
    assert "out/[/x] [20, 70]" in stream.getvalue() and "a [/bold] note" in stream.getvalue()
