"""The papers' claims as the committed reproduction sweeps show them (docs/results/reproductions/), and a
tiny rerun of the dynamic-table sweep through the sweep machinery (the sweeps are the only path to a
published number; tests/unit/test_reproduction_sweeps.py reruns slices of the generated-data ones)."""

from __future__ import annotations

import pandas as pd
import yaml

from seqanon_opt.compare.run import run_sweep
from seqanon_opt.compare.sweep import load_sweep

from helpers import REPO, shared_data

OUT = REPO / "docs" / "results" / "reproductions"
SWEEPS = REPO / "specs" / "reproductions"


def committed(name: str) -> pd.DataFrame:
    return pd.read_csv(OUT / name / "results.csv")


def test_temporal_window_relay_never_loses_to_suppression_alone():
    """Wang-Xu-Wong-Fu 2010: IL <= the suppression-only baseline at every w; w = 1 is that baseline."""
    frame = committed("temporal-window")
    assert (frame["il"] <= frame["il_baseline"] + 1e-9).all()
    assert (frame.loc[frame["window"] == 1, "il"] == frame.loc[frame["window"] == 1, "il_baseline"]).all()
    for _, rows in frame.groupby("variant"):
        il = rows.set_index("window")["il"]
        assert il[6] < il[2] < il[1]   # falls steeply, then levels off


def test_song_personalized_releases_keep_every_owner_within_the_limit():
    """Song et al. 2015 Figure 2: personalized max Pleak <= 0.25, none above; 4-anonymity leaks more."""
    frame = committed("song-leakage")
    pers, trad = (frame[frame["variant"] == v].set_index("N") for v in ("personalized", "traditional"))
    assert (pers["max_pleak"] <= 0.25 + 1e-9).all() and (pers["share_above_limit"] == 0).all()
    assert (trad["mean_pleak"] > pers["mean_pleak"]).all()


def test_dynamic_unifying_loses_less_than_separative():
    """Shmueli-Tassa section 6: the unifying approach loses less than the separative one, every k and N."""
    frame = committed("shmueli-tassa-dynamic").set_index(["k", "N"])
    uni, sep = (frame[frame["variant"] == v]["loss:LM/record"] for v in ("unifying", "separative"))
    assert (uni < sep).all()


def test_a_tiny_dynamic_sweep_reruns_and_verifies(tmp_path):
    """The dynamic sweep's variants on 150 records in T_1 and 180 in T_2: every release verifies and
    reaches k over the FMJ."""
    shared_data("adult-uci", "adult.data")
    path = SWEEPS / "shmueli-tassa-dynamic.yaml"
    data = yaml.safe_load(path.read_text())
    data["specs"] = [str((path.parent / s).resolve()) for s in data["specs"]]
    data["requires"] = [str((path.parent / s).resolve()) for s in data["requires"]]
    for name in ("unifying", "separative"):
        data["variants"][name]["problem"]["previous"][0]["rows"] = 150
    data["variants"]["static"] = {"solver": {"time_limit": 30}}
    data["grid"] = {"k": [5], "N": [180]}
    data.pop("out")
    small = tmp_path / "dynamic.yaml"
    small.write_text(yaml.safe_dump(data))
    frame = run_sweep(load_sweep(small), tmp_path / "out", quiet=True).frame
    assert sorted(frame["variant"]) == ["separative", "static", "unifying"]
    assert (frame["status"] == "feasible").all() and (frame["verified"] == "yes").all()
    assert (frame["achieved:k-linkability"].astype(int) >= 5).all()


def test_three_release_dynamic_unifying_loses_less_and_the_third_release_more():
    """Shmueli-Tassa Figure 16(b): on T_3 unifying loses less than separative (every k and N), and T_3 loses
    more than the T_2 it was computed after."""
    frame = committed("shmueli-tassa-dynamic-3").set_index(["k", "N"])
    uni, sep = (frame[frame["variant"] == v] for v in ("unifying", "separative"))
    assert (uni["loss:LM/record"] < sep["loss:LM/record"]).all()
    assert (frame["loss:LM/record"] > frame["T2:loss:LM/record"]).all()


def test_a_tiny_three_release_chain_reruns_and_verifies(tmp_path):
    """The three-release sweep on 150 / 180 / 210 records: each cell publishes T_2, reads it back as a
    previous release and computes a T_3 that verifies and reaches k over the KMJ."""
    shared_data("adult-uci", "adult.data")
    path = SWEEPS / "shmueli-tassa-dynamic-3.yaml"
    data = yaml.safe_load(path.read_text())
    data["specs"] = [str((path.parent / s).resolve()) for s in data["specs"]]
    data["requires"] = [str((path.parent / s).resolve()) for s in data["requires"]]
    for name in data["variants"]:
        data["variants"][name].setdefault("problem", {})["previous"] = [{"from_table": ["age", "sex"], "rows": 150}]
    for steps in data["chains"].values():
        steps[0]["N"] = 180
    data["grid"] = {"variant": ["unifying", "separative"], "k": [5], "N": [210]}
    data.pop("out")
    small = tmp_path / "dynamic3.yaml"
    small.write_text(yaml.safe_dump(data))
    frame = run_sweep(load_sweep(small), tmp_path / "out", quiet=True).frame
    assert sorted(frame["variant"]) == ["separative", "unifying"]
    assert (frame["status"] == "feasible").all() and (frame["verified"] == "yes").all()
    assert (frame["T2:status"] == "feasible").all() and (frame["T2:verified"] == "yes").all()
    assert (frame["achieved:k-linkability"].astype(int) >= 5).all()
