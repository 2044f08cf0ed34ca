"""Wang, Xu, Wong, Fu 2010 (anonymizing temporal data): information loss against the window size w.

``python -m seqanon_opt.experiments.temporal_window_repro`` regenerates
docs/results/temporal-window.md and temporal-window.png (progress on stderr).

The paper's experiments are not in the paper (section I: "experimental
evaluations are omitted, which can be found in [13]", a Simon Fraser
University technical report we do not have), so there are no numbers to put
beside ours; the text claims only the trend (section II.B: records are
usually repositioned over a small distance, so a small window is nearly as
good as an infinite one; IL falls as w grows and levels off).

Data: :func:`~seqanon_opt.experiments.relay_bench.skewed_counts` (Zipf-skewed
small snapshots, neighbours with complementary skew), one record per count.
Run: the record-level streaming publisher
:func:`~seqanon_opt.temporal.publisher.publish_stream` (first window by the
ILP, every further window by the relay algorithm) for each w and mu.
Baseline: the initial solution alone (section III): every snapshot split by
:func:`~seqanon_opt.solvers.ilp.reposition.initial_new_snapshot`, i.e.
suppression only, no reposition; its IL does not depend on w (the same
computation as the ``temporal-cost`` measure's ``il_baseline``).

``python -m seqanon_opt.experiments.temporal_window_repro --write-data specs/data/temporal-window.csv``
writes the stream instead (:func:`window_table`: the records of
:func:`stream_table` plus a generated quasi-identifier ``age``), the data of
the spec file specs/temporal/window-study.yaml.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

from ..temporal.costs import MuFunction
from ..temporal.publisher import publish_stream
from . import repository
from .relay_bench import skewed_counts

REPO = repository()
DOC = REPO / "docs" / "results" / "temporal-window.md"
WINDOWS = (2, 4, 6, 8, 10, 15, 20)
MUS = {"linear": MuFunction("linear", 1.0), "quadratic": MuFunction("quadratic", 0.1)}


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def stream_table(counts: np.ndarray) -> pd.DataFrame:
    """One record per count: id, timestamp (1..T), disease (v0..)."""
    n_timestamps, n_values = counts.shape
    cells = counts.reshape(-1)
    return pd.DataFrame({
        "id": np.arange(int(cells.sum())),
        "timestamp": np.repeat(np.repeat(np.arange(1, n_timestamps + 1), n_values), cells),
        "disease": np.repeat(np.tile([f"v{s}" for s in range(n_values)], n_timestamps), cells)})


AGES = (18, 91)     # the generated quasi-identifier of window_table: uniform 18..90


def window_table(n_records: int = 20_000, n_timestamps: int = 200, n_values: int = 10,
                 seed: int = 0) -> pd.DataFrame:
    """The reproduction's stream as a table: :func:`stream_table` of ``skewed_counts(..., seed)``
    (columns id, timestamp, disease) plus ``age``, uniform 18..90 from its own generator
    (``default_rng([seed, 1])``), so the counts, and the run's IL, are exactly the reproduction's.

    A spec needs a quasi-identifier; the relay publisher never generalizes it.
    """
    table = stream_table(skewed_counts(n_records, n_timestamps, n_values, seed))
    age = np.random.default_rng([seed, 1]).integers(*AGES, len(table))
    return table.assign(age=age)[["id", "timestamp", "age", "disease"]]


def write_data(path: Path | str, n_records: int = 20_000, n_timestamps: int = 200, n_values: int = 10,
               seed: int = 0) -> Path:
    """Write :func:`window_table` as CSV (one record per row); equal arguments give equal bytes."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(window_table(n_records, n_timestamps, n_values, seed).to_csv(index=False, lineterminator="\n"))
    return path


def initial_only(counts: np.ndarray, l: float, beta: float) -> tuple[float, int]:
    """IL and suppressed count of the initial solution: every snapshot made l-eligible by suppression alone."""
    from ..measures.temporal import initial_solution_cost
    return initial_solution_cost(counts, l, np.full(np.shape(counts)[1], float(beta)))


def run(n_records: int = 20_000, n_timestamps: int = 200, n_values: int = 10, l: float = 4, beta: float = 10.0,
        windows=WINDOWS, mus=tuple(MUS), seed: int = 0) -> tuple[list[dict], dict]:
    counts = skewed_counts(n_records, n_timestamps, n_values, seed)
    table = stream_table(counts)
    base_il, base_sup = initial_only(counts, l, beta)
    setup = {"n_records": int(counts.sum()), "n_timestamps": n_timestamps, "n_values": n_values, "l": l,
             "beta": beta, "seed": seed, "initial_il": base_il, "initial_suppressed": base_sup,
             "eligible_before": int((l * counts.max(axis=1) <= counts.sum(axis=1)).sum())}
    log(f"{setup['n_records']} records, {n_timestamps} snapshots; initial solution: IL = {base_il:g}, "
        f"{base_sup} suppressed")
    rows = []
    for mu in mus:
        for w in windows:
            if w > n_timestamps:
                continue
            start = time.perf_counter()
            snapshots, _ = publish_stream(table, sensitive="disease", timestamp="timestamp", l=l, w=w,
                                          mu=MUS[mu], beta=beta, seed=seed)
            seconds = time.perf_counter() - start
            il = float(sum(s.il for s in snapshots))
            row = {"mu": mu, "w": w, "il": il, "il_per_record": il / len(table),
                   "suppressed": int(sum(s.n_suppressed for s in snapshots)),
                   "moved": int(sum(s.n_moved_in for s in snapshots)),
                   "published": int(sum(s.n_published for s in snapshots)),
                   "initial_il": base_il, "seconds": round(seconds, 2)}
            rows.append(row)
            log(f"mu = {mu}, w = {w}: IL = {il:g} ({row['il_per_record']:.4f}/record), "
                f"{row['suppressed']} suppressed, {row['moved']} moved, {seconds:.2f} s")
    return rows, setup


def plot(rows: list[dict], setup: dict, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 4))
    frame = pd.DataFrame(rows)
    for mu, part in frame.groupby("mu"):
        ax.plot(part["w"], part["il_per_record"], marker="o", label=f"relay, {mu} mu")
    ax.axhline(setup["initial_il"] / setup["n_records"], color="grey", linestyle="--",
               label="initial solution (suppression only)")
    ax.set_xlabel("window size w")
    ax.set_ylabel("IL per record")
    ax.set_title(f"IL vs w (l = {setup['l']:g}, beta = {setup['beta']:g}, {setup['n_records']} records)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_markdown(rows: list[dict], setup: dict, path: Path | str = DOC, seconds: float | None = None) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    png = path.with_suffix(".png")
    plot(rows, setup, png)
    n = setup["n_records"]
    lines = ["# Wang, Xu, Wong, Fu 2010: information loss against the window size", "",
             "Generated by `python -m seqanon_opt.experiments.temporal_window_repro`"
             + (f" in {seconds:.0f} s" if seconds is not None else "") + ". "
             f"Data: `relay_bench.skewed_counts` (seed {setup['seed']}): {n} records in "
             f"{setup['n_timestamps']} snapshots over {setup['n_values']} sensitive values, Zipf-skewed with "
             f"complementary neighbours; {setup['eligible_before']} of {setup['n_timestamps']} snapshots are "
             f"{setup['l']:g}-eligible as they come. l = {setup['l']:g}; beta = {setup['beta']:g} for every value; "
             "mu linear = d, quadratic = 0.1 d^2. Publisher: `temporal.publisher.publish_stream` (first window by "
             "the ILP, then the relay algorithm per window); IL is Eq. (1) of the final publication.", "",
             f"Baseline (initial solution alone, suppression only, independent of w): IL = "
             f"{setup['initial_il']:g} ({setup['initial_il'] / n:.4f} per record), "
             f"{setup['initial_suppressed']} records suppressed.", "",
             f"![IL against w]({png.name})", "",
             "| mu | w | IL | IL / record | IL / initial IL | suppressed | moved | published | seconds |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = r["il"] / r["initial_il"] if r["initial_il"] else float("nan")
        lines.append(f"| {r['mu']} | {r['w']} | {r['il']:g} | {r['il_per_record']:.4f} | {ratio:.3f} | "
                     f"{r['suppressed']} | {r['moved']} | {r['published']} | {r['seconds']} |")
    frame = pd.DataFrame(rows)
    trend = []
    for mu, part in frame.groupby("mu"):
        part = part.sort_values("w")
        il = part["il"].to_numpy()
        rises = [(int(a), int(b)) for a, b, x, y in zip(part["w"], part["w"][1:], il, il[1:]) if y > x + 1e-9]
        trend.append(f"* {mu} mu: IL from {il[0]:g} (w = {part['w'].iloc[0]}) to {il[-1]:g} "
                     f"(w = {part['w'].iloc[-1]}); "
                     + ("never rises as w grows." if not rises else
                        "rises between w = " + ", ".join(f"{a} and {b}" for a, b in rises)
                        + " (the first window is solved by the ILP over a different span, and records are "
                          "chosen per window, so the stream optimum is not monotone in w).")
                     + f" Always <= the initial solution's IL: {bool((part['il'] <= part['initial_il'] + 1e-9).all())}.")
    lines += ["", "## Beside the paper", "",
              "The paper gives no numbers: its experiments are in the technical report [13] (K. Wang, Y. Xu, "
              "A. Fu, R. Wong, *Anonymizing temporal data*, SFU 2010), which we do not have. Its claim (section "
              "II.B) is a trend: records travel short distances, so IL falls as w grows and a small w is nearly "
              "as good as an infinite one. Ours:", ""] + trend + [
              "", "The IL levels off once w - 1 exceeds the distance at which moving a record costs more than "
              "suppressing it (mu(d) >= beta: d = 10 for linear, d = 10 for quadratic 0.1 d^2), and in practice "
              "much earlier, as the complementary neighbours hold the records needed.", "",
              "## Differences from the paper", "",
              "* Data: generated skewed snapshots (the paper's real data sets of [13] are not available).",
              "* Costs: beta and mu chosen here (the paper leaves them to the user); mu satisfies (C1)-(C3).",
              "* Only the trend is compared; no absolute figures exist in the text.", ""]
    path.write_text("\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(DOC))
    parser.add_argument("--records", type=int, default=20_000)
    parser.add_argument("--timestamps", type=int, default=200)
    parser.add_argument("--values", type=int, default=10)
    parser.add_argument("--l", type=float, default=4)
    parser.add_argument("--beta", type=float, default=10.0)
    parser.add_argument("--windows", default=",".join(map(str, WINDOWS)))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--write-data", metavar="PATH",
                        help="write the stream (--records, --timestamps, --values, --seed) as CSV to PATH and stop")
    args = parser.parse_args(argv)
    if args.write_data:
        path = write_data(args.write_data, args.records, args.timestamps, args.values, args.seed)
        log(f"written {path} ({args.records} records, {args.timestamps} snapshots, seed {args.seed})")
        return 0
    start = time.perf_counter()
    rows, setup = run(args.records, args.timestamps, args.values, args.l, args.beta,
                      tuple(int(w) for w in args.windows.split(",")), seed=args.seed)
    write_markdown(rows, setup, args.out, time.perf_counter() - start)
    log(f"written {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
