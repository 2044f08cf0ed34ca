"""`seqanon hierarchy`: build a taxonomy from a data column (:mod:`seqanon_opt.data.hierarchy_builders`)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..errors import SpecError

if TYPE_CHECKING:
    import pandas as pd

    from ..data.hierarchy_builders import HierarchyError
    from ..data.taxonomy import Taxonomy

KIND_OPTIONS = {
    "intervals": ("--widths", "--quantiles", "--cuts"),
    "mask": ("--mask-levels",),
    "dates": ("--date-format",),
    "mapping": ("--mapping",),
}
"""The flags of each --kind; another kind's flag is an error."""


def cmd_hierarchy(args: argparse.Namespace) -> int:
    """Build a taxonomy from a data column and write it as an ARX hierarchy CSV or a tree file."""
    from numbers import Integral
    from pathlib import Path

    from ..data import hierarchy_builders as hb
    from ..output import check_out_file, write_file

    for kind, flags in KIND_OPTIONS.items():
        for flag in flags:
            if kind != args.kind and getattr(args, flag[2:].replace("-", "_")) is not None:
                raise SpecError(f"is an option of --kind {kind}, not {args.kind}", field=flag)
    out = check_out_file(args.out, force=args.force)
    table = _read_csv(args.data, "data", args.separator)
    if args.column not in table.columns:
        raise SpecError(
            f"no such column (columns: {', '.join(map(str, table.columns))})",
            file=args.data,
            field="--column",
            value=args.column,
        )
    column = table[args.column].astype(str).str.strip()
    column = column[~column.isin(args.missing if args.missing is not None else ["?", ""])]
    try:
        tax = _build(args, column)
        text = (
            hb.to_arx_csv(tax)
            if args.format == "arx"
            else json.dumps({args.column: hb.to_tree(tax)}, indent=1, ensure_ascii=False) + "\n"
        )
    except hb.HierarchyError as exc:
        row = exc.row if isinstance(exc.row, Integral) else None
        raise _spec_error(args, exc, None if row is None else int(row)) from None
    write_file(out, lambda path: Path(path).write_text(text, encoding="utf-8"))
    print(
        f"{args.out}: {args.kind} hierarchy of '{args.column}': {tax.n_leaves} values, {tax.n_nodes} nodes, "
        f"height {tax.height}"
    )
    return 0


def _build(args: argparse.Namespace, column: pd.Series) -> Taxonomy:
    """The taxonomy of ``column`` that ``--kind`` and its flags ask for (HierarchyError when it cannot be built)."""
    from ..data import hierarchy_builders as hb

    if args.kind == "intervals":
        given = [f for f in ("widths", "quantiles", "cuts") if getattr(args, f) is not None]
        if len(given) != 1:
            raise SpecError(
                "intervals take exactly one of --widths, --quantiles, --cuts", field="--kind", value="intervals"
            )
        return hb.interval_hierarchy(
            column,
            attribute=args.column,
            start=args.start,
            widths=_numbers("--widths", args.widths, float) if args.widths is not None else None,
            quantiles=_numbers("--quantiles", args.quantiles, int) if args.quantiles is not None else None,
            cuts=[_numbers("--cuts", level, float) for level in args.cuts.split(";")]
            if args.cuts is not None
            else None,
        )
    if args.kind == "mask":
        if args.mask_levels is None:
            raise SpecError("mask needs --mask-levels N", field="--kind", value="mask")
        return hb.mask_hierarchy(column, args.mask_levels, attribute=args.column)
    if args.kind == "dates":
        return hb.date_hierarchy(column, date_format=args.date_format, attribute=args.column)
    if args.mapping is None:
        raise SpecError("mapping needs --mapping FILE.csv", field="--kind", value="mapping")
    return hb.mapping_hierarchy(column, _read_csv(args.mapping, "--mapping", args.separator), attribute=args.column)


def _spec_error(args: argparse.Namespace, exc: HierarchyError, row: int | None) -> SpecError:
    """The SpecError of a HierarchyError: in the mapping file, in a flag, else in the data (``row``: 0-based)."""
    where, value = exc.where, exc.value
    if where == "mapping":
        return SpecError(str(exc), file=args.mapping, line=None if row is None else row + 2, value=value)
    if where == "option":
        flag = {
            "intervals": "--"
            + next((f for f in ("widths", "quantiles", "cuts") if getattr(args, f) is not None), "widths"),
            "mask": "--mask-levels",
            "dates": "--date-format",
        }.get(args.kind, "--kind")
        return SpecError(str(exc), field=flag, value=value)
    return SpecError(str(exc), file=args.data, line=None if row is None else row + 2, field=args.column, value=value)


def _numbers(flag: str, text: str, kind: type) -> list:
    try:
        return [kind(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise SpecError("takes comma-separated numbers", field=flag, value=text) from None


def _read_csv(path: str, flag: str, separator: str) -> pd.DataFrame:
    from pathlib import Path

    import pandas as pd

    if not Path(path).is_file():
        raise SpecError("file not found", field=flag, value=path)
    try:
        return pd.read_csv(path, sep=separator, dtype=str, keep_default_na=False, skipinitialspace=True)
    except Exception as exc:  # noqa: BLE001  (pandas raises many kinds; all mean "unreadable")
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise SpecError(f"cannot read the CSV file: {first}", file=path) from None
