"""A release's columns read once: the columns the verifier expects, and every column factorized.

:func:`encode` gives, per published column, the code of every row and the text of every code (a taxonomy
label stripped, a suppressed ``*`` read as the root), and the distinct rows; the matching
(:mod:`seqanon_opt.privacy.records`) and the group checks share it. Independent of the solvers, as the verifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from ..requirements import XYAnonymity, XYLinkability
from .keys import Coded, dense, lex_key
from .matching import Layout

if TYPE_CHECKING:
    from ..problem import Problem


def expected_columns(problem: Problem) -> list[str]:
    """The columns a release of ``problem`` holds, derived by the verifier on its own (not from the publisher).

    Sequential: the spec's ``release_attributes``. Otherwise the quasi-identifiers,
    the sensitive and class attributes, ``roles.insensitive``, the X and Y of
    (X,Y)-requirements and, temporal, the timestamp. Never the record key.
    """
    if problem.kind == "sequential":
        wanted = set(problem.release_attributes or ())
    else:
        wanted = {*problem.quasi_identifiers, *problem.insensitive}
        wanted |= {c for c in (problem.sensitive, problem.class_attribute) if c}
        for req in problem.requirements:
            if isinstance(req, (XYAnonymity, XYLinkability)):
                wanted |= {*req.x, *req.y}
        if problem.kind == "temporal" and problem.timestamp:
            wanted.add(problem.timestamp)
    wanted.discard(problem.key)
    return [c for c in problem.table.columns if c in wanted]


def release_layout(problem: Problem, columns: list[str]) -> Layout:
    timestamp = problem.timestamp if problem.kind == "temporal" and problem.timestamp in columns else None
    tax_columns = tuple(c for c in columns if c in problem.codes and c != timestamp)
    exact = tuple(c for c in columns if c not in tax_columns and c != timestamp)
    sensitive = problem.sensitive if problem.sensitive in exact else None
    return Layout(problem.taxonomies, tax_columns, exact, sensitive, timestamp)


@dataclass(frozen=True)
class Encoded:
    """A release's columns factorized once (:func:`encode`), shared by the matching and the group checks.

    ``codes[c]`` is the code of every row; ``labels[c]`` the text of every
    code: for a taxonomy column its label stripped, a suppressed ``*`` read
    as the root (as :func:`normalised` writes it); for another column the
    cell as ``astype(str)`` reads it. Equal text may have several codes.
    """

    codes: dict[str, np.ndarray]
    labels: dict[str, np.ndarray]
    unit: np.ndarray | None = None  # per row: its distinct row (equal codes in every column above)
    unit_first: np.ndarray | None = None  # per distinct row: its first row
    unit_count: np.ndarray | None = None  # per distinct row: its number of rows (records, when weighted)

    @property
    def units(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(``unit_first``, ``unit_count``): the distinct rows as the group sizes read them; None without them."""
        if self.unit is None:
            return None
        assert self.unit_first is not None and self.unit_count is not None  # set together with unit
        return self.unit_first, self.unit_count

    def per_unit(self, column: str) -> np.ndarray:
        """The code of every distinct row in ``column``."""
        assert self.unit_first is not None  # called only when the distinct rows were found
        return self.codes[column][self.unit_first]


def encode(
    problem: Problem, release: pd.DataFrame, keep_categorical: bool = False, weight: np.ndarray | None = None
) -> tuple[pd.DataFrame, Encoded]:
    """(:func:`normalised` ``release``, its :class:`Encoded` columns): every column is hashed once.

    ``weight`` (records per release row, None: one each): ``unit_count`` is then the records of every
    distinct row, ``sum`` of its rows' weights.

    A categorical column is read from its codes and categories (no hashing).
    A taxonomy column whose labels need no change (text already stripped,
    no ``*`` to read as the root, no missing cell) is kept as it is when it
    is text, and, with ``keep_categorical``, when it is categorical (for a
    caller judging on the codes alone); any other is rewritten as its labels.
    """
    layout = release_layout(problem, [c for c in expected_columns(problem) if c in release.columns])
    codes: dict[str, np.ndarray] = {}
    labels: dict[str, np.ndarray] = {}
    changed: dict[str, np.ndarray] = {}
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        series = release[column]
        categorical = isinstance(series.dtype, pd.CategoricalDtype)
        if categorical:  # codes as they are; every category (used or not) has its label
            cells = series.cat.codes.to_numpy()
            raw = np.asarray(series.cat.categories, dtype=object)
            if len(cells) and cells.min() < 0:  # a missing cell reads as 'nan', as pd.factorize gives it
                cells = np.where(cells < 0, len(raw), cells)
                raw = np.append(raw, np.nan).astype(object)
        else:
            cells, uniques = pd.factorize(series, use_na_sentinel=False)
            raw = np.asarray(uniques, dtype=object)
        text = pd.Index(raw.astype(str), dtype=object).str.strip()
        if "*" not in tax.index:
            text = text.where(text != "*", tax.labels[tax.root])
        text = text.to_numpy(dtype=object)
        codes[column], labels[column] = cells, text
        unchanged = not pd.isna(raw).any() and bool((raw == text).all())
        dtype = series.dtype
        text_column = isinstance(dtype, pd.StringDtype) and dtype.na_value is np.nan
        if not (unchanged and (text_column or (categorical and keep_categorical))):
            changed[column] = pd.array(text, dtype="str").take(cells)  # the labels as text (what astype gives)
    for column in layout.exact_columns:
        codes[column], labels[column] = text_codes(release[column])
    out = release.copy(deep=False)
    for column, values in changed.items():
        out[column] = pd.Series(values, index=out.index)
    n = len(release)
    if not codes or n == 0:
        return out, Encoded(codes, labels)
    unit, size = dense(*lex_key(list(codes.values()), n), n)  # the distinct rows: one hashing-free pass
    first = np.empty(size, np.int64)
    first[unit[::-1]] = np.arange(n - 1, -1, -1)
    count = (
        np.bincount(unit, minlength=size)
        if weight is None
        else np.bincount(unit, weights=weight, minlength=size).astype(np.int64)
    )
    return out, Encoded(codes, labels, unit, first, count)


def normalised(problem: Problem, release: pd.DataFrame) -> pd.DataFrame:
    """``release`` with the labels of its taxonomy columns stripped and a suppressed ``*`` read as the root.

    (A release read by :func:`seqanon_opt.data.releases.read_release` is already so.)
    """
    return encode(problem, release)[0]


def text_codes(column: pd.Series) -> Coded:
    """The column as ``column.astype(str)`` reads it, as (code of every row, text of every code).

    Text columns and integer columns are hashed as they are and only their
    distinct values are turned into text, a categorical column is read from
    its codes and formatted categories; any other column (values that hash
    equal may print differently: ``1`` and ``1.0``, ``0.0`` and ``-0.0``) is
    turned into text first.
    """
    dtype = column.dtype
    if isinstance(dtype, pd.CategoricalDtype) and (
        dtype.categories.dtype == object
        or isinstance(dtype.categories.dtype, pd.StringDtype)
        or not column.cat.codes.lt(0).any()
    ):  # astype(str) formats the categories and takes them by code
        cells = column.cat.codes.to_numpy()
        text = np.asarray(column.cat.categories.astype(str), dtype=object)
        if len(cells) and cells.min() < 0:  # a missing cell reads as 'nan'
            cells = np.where(cells < 0, len(text), cells)
            text = np.append(text, "nan").astype(object)
        return cells, text.astype(str)
    if not (
        (isinstance(dtype, pd.StringDtype) and dtype.na_value is np.nan)
        or (isinstance(dtype, np.dtype) and dtype.kind in "iu")
    ):
        column = column.astype(str)
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    text = np.asarray(pd.Series(uniques).astype(str).to_numpy(), dtype=object).astype(str)
    return codes, text
