"""Window-query distortion of a published temporal stream.

A window query Q^[a,b] (section I.A, "Window queries") retrieves the records of
D[a] u ... u D[b] that satisfy Q. Here Q is "SA = s" for each sensitive value
s, and [a, b] runs over every window of L consecutive snapshot positions, for
each configured length L (default 1, w/2, w). With C(a,b,s) the count in the
original data and C'(a,b,s) the count in the published data (records at their
published timestamp; suppressed records absent)::

    absolute error  |C' - C|
    relative error  |C' - C| / max(C, 1)

averaged over all (a, b, s) of one length (the paper defers its experiments,
and their exact error formula, to the technical report [13]; this is the
usual count-query error). A query whose window covers a record's original and
published timestamps sees no error from its reposition; suppression errs in
every window holding the record.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np


def count_matrix(positions: np.ndarray, value_codes: np.ndarray, n_snapshots: int, n_values: int) -> np.ndarray:
    """counts[t, s]: records at snapshot position t with value code s."""
    out = np.zeros((n_snapshots, n_values), dtype=np.int64)
    np.add.at(out, (np.asarray(positions, dtype=np.int64), np.asarray(value_codes, dtype=np.int64)), 1)
    return out


def window_query_distortion(
    original: np.ndarray, published: np.ndarray, lengths: Iterable[int]
) -> list[dict[str, float | None]]:
    """Per window length L: queries, mean/max absolute error, mean relative error (see module doc).

    ``original`` and ``published`` are [snapshot, value] count matrices; lengths longer
    than the stream are reported with 0 queries.
    """
    original, published = np.asarray(original), np.asarray(published)
    n_snapshots = original.shape[0]
    zero = np.zeros((1, original.shape[1]), dtype=np.int64)
    c_orig = np.vstack([zero, np.cumsum(original, axis=0)])
    c_pub = np.vstack([zero, np.cumsum(published, axis=0)])
    out: list[dict[str, float | None]] = []
    for length in sorted(set(int(x) for x in lengths)):
        if length > n_snapshots or length < 1:
            out.append(
                {
                    "length": length,
                    "queries": 0,
                    "mean_absolute_error": None,
                    "max_absolute_error": None,
                    "mean_relative_error": None,
                }
            )
            continue
        truth = c_orig[length:] - c_orig[:-length]
        answer = c_pub[length:] - c_pub[:-length]
        error = np.abs(answer - truth)
        out.append(
            {
                "length": length,
                "queries": int(error.size),
                "mean_absolute_error": float(error.mean()),
                "max_absolute_error": int(error.max()),
                "mean_relative_error": float((error / np.maximum(truth, 1)).mean()),
            }
        )
    return out
