"""report.html as a browser draws it: headless Chromium screenshots the quickstart's page, and the
picture is not blank (many colours; the published-node blue of the taxonomy trees in the trees'
part of the page, above the charts). Skipped when `chromium` is not on PATH (.ci/run installs it
from Debian's packages when it can)."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from helpers import REPO
from matplotlib import image

from seqanon_opt.pipeline import run
from seqanon_opt.report_html import render_report_html

WIDTH, HEIGHT = 1280, 2000
MARKED = np.array([0x2F, 0x6D, 0xB5]) / 255  # report_html._FILL["marked"]


def test_screenshot_of_quickstart_report(tmp_path):
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("chromium is not on PATH: no screenshot of report.html (apt-get install chromium)")
    result = run(REPO / "specs" / "quickstart.yaml")
    page = tmp_path / "report.html"
    page.write_text(render_report_html(result.report, result.problem, result.solution, result.release),
                    encoding="utf-8")
    shot = tmp_path / "report.png"
    done = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}",
                           f"--window-size={WIDTH},{HEIGHT}", page.as_uri()],
                          capture_output=True, text=True, timeout=60, check=False)
    assert shot.exists(), done.stderr[-2000:]
    pixels = image.imread(str(shot))[..., :3]
    assert pixels.shape[:2] == (HEIGHT, WIDTH)
    quantised = np.round(pixels.reshape(-1, 3) * 255).astype(np.int64)
    colours = np.unique(quantised[:, 0] << 16 | quantised[:, 1] << 8 | quantised[:, 2])
    assert len(colours) > 200  # text antialiasing, boxes, bars: far from a blank page
    not_white = (pixels < 0.97).any(axis=2)
    assert not_white.mean() > 0.05
    # the trees come before the charts: the filled (published) node boxes are in the top half
    marked = (np.abs(pixels - MARKED) < 0.02).all(axis=2)
    rows = np.flatnonzero(marked.any(axis=1))
    assert len(rows) and rows.min() < HEIGHT // 2, "no published-node box drawn in the trees' part of the page"
    assert marked[: HEIGHT // 2].sum() > 500  # several boxes, not a stray pixel
