"""A table as its distinct tuples and their record counts, computed in process or on a Dask cluster.

Every solver that decides per distinct quasi-identifier tuple (global
recoding: cuts, full-domain levels, top-down, bottom-up) needs only this: the
distinct combinations of the used columns' values and how many records hold
each. It is the part of a run worth distributing; the search then runs on the
gathered tuples (docs/design/grouping-layer.md).

Both engines give the same :class:`TupleCounts`, whatever the partitioning:

* a cell is read as text and stripped; a record with a missing marker in any
  of the columns is dropped and counted (as :func:`seqanon_opt.data.table.drop_missing`);
* ``dictionaries[c]``: the column's distinct texts, sorted; ``codes[c][t]``:
  tuple t's value as a position in it;
* tuples are ordered by their mixed-radix key (first column most
  significant), i.e. lexicographically by the columns' sorted texts, so the
  order is a function of the content alone;
* ``weight[t]``: its number of records.

The Dask engine makes two passes over the partitions: the distinct values of
each column (gathered, sorted: the dictionaries), then per partition the
packed key of every record and its counts, summed across partitions by a tree
reduction (``split_every``), so no worker holds more than its partitions and
the reduced counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

_LIMIT = 1 << 62


@dataclass(frozen=True)
class TupleCounts:
    """Distinct tuples of ``columns`` (key order) and their record counts; ``dropped``: records with a
    missing marker."""

    columns: tuple[str, ...]
    dictionaries: dict[str, np.ndarray]
    codes: dict[str, np.ndarray]
    weight: np.ndarray
    dropped: int = 0
    # records kept (not missing) per partition, in partition order (Dask engine): record ids are the
    # partition's offset + the record's position among its kept records
    partition_records: tuple[int, ...] = ()

    @property
    def n_tuples(self) -> int:
        return len(self.weight)

    @property
    def n_records(self) -> int:
        return int(self.weight.sum())

    def keys(self) -> np.ndarray:
        """Each tuple's packed key (increasing: the tuples' order)."""
        key = np.zeros(self.n_tuples, dtype=np.int64)
        for c in self.columns:
            key = key * max(len(self.dictionaries[c]), 1) + self.codes[c]
        return key

    def frame(self) -> pd.DataFrame:
        """One row per tuple: the columns' texts and ``count``."""
        out = {c: self.dictionaries[c][self.codes[c]] for c in self.columns}
        return pd.DataFrame({**out, "count": self.weight})


def radices_fit(dictionaries: dict[str, np.ndarray], columns: Sequence[str]) -> bool:
    """Whether the packed key of ``columns`` fits an int64 (the product of the dictionary sizes)."""
    product = 1
    for c in columns:
        product *= max(len(dictionaries[c]), 1)
    return product < _LIMIT


def _coded(
    part: pd.DataFrame, columns: Sequence[str], missing: Sequence[str]
) -> tuple[np.ndarray, list[np.ndarray], list[np.ndarray]]:
    """(the records kept, per column each kept record's code into the column's distinct stripped texts,
    and those texts): every column hashed once (a Categorical read by its codes), the text work (strip,
    the missing markers) done per distinct value."""
    kept = np.ones(len(part), dtype=bool)
    codes, texts = [], []
    for c in columns:
        cell, uniques = pd.factorize(part[c], use_na_sentinel=False)
        text = pd.Index(np.asarray(uniques, dtype=object).astype(str), dtype=object).str.strip()
        merged, distinct = pd.factorize(text)  # two values equal once stripped are one value
        cell = merged[cell] if len(cell) else cell.astype(np.int64)
        if missing and len(cell):
            kept &= ~np.asarray(pd.Index(distinct).isin(list(missing)))[cell]
        codes.append(cell)
        texts.append(np.asarray(distinct, dtype=object))
    return kept, [cell[kept] for cell in codes], texts


def _used(codes: np.ndarray, texts: np.ndarray) -> np.ndarray:
    """The texts some kept record holds."""
    return texts[np.unique(codes)] if len(codes) else texts[:0]


def _keys(
    coded: tuple[np.ndarray, list[np.ndarray], list[np.ndarray]],
    columns: Sequence[str],
    dictionaries: dict[str, np.ndarray],
) -> tuple[np.ndarray, np.ndarray, int]:
    """From :func:`_coded`'s result: each kept record's packed key (its values' positions in the sorted
    dictionaries, mixed radix), whether one of its values is outside the dictionaries (its key is then
    meaningless), and the number of records dropped as missing."""
    kept, codes, texts = coded
    key = np.zeros(int(kept.sum()), dtype=np.int64)
    outside = np.zeros(len(key), dtype=bool)
    for c, cell, text in zip(columns, codes, texts):
        dictionary, text = dictionaries[c], text.astype(str)
        position = np.searchsorted(dictionary, text)  # per distinct value, not per record
        found = position < len(dictionary)
        found[found] = dictionary[position[found]] == text[found]
        outside |= ~found[cell]
        radix = max(len(dictionary), 1)
        key = key * radix + np.minimum(position, radix - 1)[cell]
    return key, outside, int((~kept).sum())


def _decode(
    keys: np.ndarray,
    counts: np.ndarray,
    columns: Sequence[str],
    dictionaries: dict[str, np.ndarray],
    dropped: int,
    partition_records: tuple[int, ...] = (),
) -> TupleCounts:
    order = np.argsort(keys, kind="stable")
    rest, weight = np.asarray(keys, dtype=np.int64)[order], np.asarray(counts, dtype=np.int64)[order]
    codes: dict[str, np.ndarray] = {}
    for c in reversed(columns):
        rest, codes[c] = np.divmod(rest, max(len(dictionaries[c]), 1))
    return TupleCounts(tuple(columns), dictionaries, {c: codes[c] for c in columns}, weight, dropped, partition_records)


def _check(columns: Sequence[str], dictionaries: dict[str, np.ndarray]) -> None:
    if not radices_fit(dictionaries, columns):
        raise ValueError(f"the distinct values of {list(columns)} multiply beyond an int64 key")


def _dictionary(values: np.ndarray) -> np.ndarray:
    return np.asarray(sorted({str(v) for v in values}), dtype=object)


def tuple_counts(frame: pd.DataFrame, columns: Sequence[str], missing: Sequence[str] = ()) -> TupleCounts:
    """The distinct tuples of ``columns`` in ``frame`` and their counts (in process)."""
    columns = list(columns)
    coded = _coded(frame, columns, missing)  # hashed once: the dictionaries and the keys both read it
    _, codes, texts = coded
    dictionaries = {c: _dictionary(_used(cell, text)) for c, cell, text in zip(columns, codes, texts)}
    _check(columns, dictionaries)
    key, _, dropped = _keys(coded, columns, dictionaries)  # the dictionaries hold every value
    keys, counts = np.unique(key, return_counts=True)
    return _decode(keys, counts, columns, dictionaries, dropped)


def tuple_counts_dask(
    ddf,
    columns: Sequence[str],
    missing: Sequence[str] = (),
    *,
    split_every: int = 8,
    expected: dict[str, np.ndarray] | None = None,
) -> TupleCounts:
    """:func:`tuple_counts` of a Dask DataFrame, computed by the cluster in two passes (module docstring).

    ``expected``: the columns' dictionaries when known in advance (a release written from known
    labels): one pass. A value outside them is noticed and the count made again in two passes, so the
    result is the same either way.
    """
    columns = list(columns)
    frame = ddf[columns]
    if expected is not None:
        counted = _count_keys(frame, columns, missing, {c: _dictionary(expected[c]) for c in columns}, split_every)
        if counted is not None:
            return counted

    def distinct_values(part: pd.DataFrame) -> pd.DataFrame:
        _, codes, texts = _coded(part, columns, missing)
        used = [_used(cell, text) for cell, text in zip(codes, texts)]
        return pd.DataFrame(
            {
                "column": np.repeat(np.arange(len(columns)), [len(u) for u in used]),
                "value": np.concatenate(used) if used else np.zeros(0, dtype=object),
            }
        )

    pairs = frame.map_partitions(distinct_values, meta={"column": "int64", "value": "object"})
    distinct = pairs.drop_duplicates(split_every=split_every, split_out=1).compute()
    dictionaries = {
        c: _dictionary(distinct["value"].to_numpy(dtype=object)[distinct["column"].to_numpy() == j])
        for j, c in enumerate(columns)
    }
    counted = _count_keys(frame, columns, missing, dictionaries, split_every)
    assert counted is not None  # the dictionaries hold every value
    return counted


def _count_keys(
    frame, columns: list[str], missing: Sequence[str], dictionaries: dict[str, np.ndarray], split_every: int
) -> TupleCounts | None:
    """The second pass of :func:`tuple_counts_dask`: per partition the packed keys and their counts, summed
    by a tree reduction; None when a value lies outside ``dictionaries``."""
    _check(columns, dictionaries)

    def partition_counts(part: pd.DataFrame, partition_info: dict | None = None) -> pd.DataFrame:
        key, outside, dropped = _keys(_coded(part, columns, missing), columns, dictionaries)
        keys, counts = np.unique(key, return_counts=True)
        # no tuple's key is negative: the records dropped as missing travel as key -1, a value outside the
        # dictionaries as key -3, the partition's kept records as key -4 - its number
        number = (partition_info or {}).get("number", 0)
        return pd.DataFrame(
            {
                "key": np.append(keys, [-1, -3, -4 - number]).astype(np.int64),
                "count": np.append(counts, [dropped, int(outside.any()), len(key)]).astype(np.int64),
            }
        )

    per_partition = frame.map_partitions(partition_counts, meta={"key": "int64", "count": "int64"})
    totals = per_partition.groupby("key")["count"].sum(split_every=split_every, split_out=1).compute()
    if int(totals.get(-3, 0)):
        return None
    dropped = int(totals.get(-1, 0))
    kept = totals[totals.index <= -4]
    partition_records = tuple(int(kept.get(-4 - i, 0)) for i in range(frame.npartitions))
    totals = totals[totals.index >= 0]
    return _decode(
        totals.index.to_numpy(np.int64), totals.to_numpy(np.int64), columns, dictionaries, dropped, partition_records
    )


@dataclass(frozen=True)
class TupleIndex:
    """What finding a record's tuple takes: the counted ``columns``, their ``dictionaries`` and the tuples'
    packed ``keys`` (increasing); small enough to ship to every worker (no codes, no weights)."""

    columns: tuple[str, ...]
    dictionaries: dict[str, np.ndarray]
    keys: np.ndarray
    _lookup: list = field(default_factory=list, compare=False, repr=False)  # the hash index, built once

    @classmethod
    def of(cls, counts: TupleCounts) -> TupleIndex:
        return cls(counts.columns, counts.dictionaries, counts.keys())

    def positions(self, key: np.ndarray) -> np.ndarray:
        """Each packed key's tuple, -1 for a key no tuple has: a hash lookup, the table built on first use
        and kept (a worker looks up many partitions with one index)."""
        if not self._lookup:
            self._lookup.append(pd.Index(self.keys))
        return self._lookup[0].get_indexer(key)


def locate(part: pd.DataFrame, index: TupleIndex, missing: Sequence[str] = ()) -> tuple[np.ndarray, np.ndarray]:
    """``(kept, tuple_of_record)``: per record of ``part`` whether it is kept (no missing marker in
    ``index.columns``), and per kept record the index of its tuple (-1 for a tuple the index does not
    hold). The same reading as the counting, so a record finds the tuple it was counted in."""
    coded = _coded(part, list(index.columns), missing)
    key, outside, _ = _keys(coded, index.columns, index.dictionaries)
    return coded[0], np.where(outside, -1, index.positions(key))
