"""Output folders and files: checked before any work, written atomically, never destroying a user's data.

The rules (the publisher must never lose what it did not hand us):

* an output folder that exists is replaced only when it is empty or a previous
  seqanon output (recognised by the ``report.json`` we wrote, which names
  :data:`PRODUCER`), or when the user says ``--force``;
* a path that is an existing file is never taken as an output folder;
* the nearest existing ancestor of the output must be a writable folder, and
  this is checked before any solving (:func:`check_out_dir`, :func:`check_out_file`);
* everything is written into a staging folder beside the target and renamed
  into place; the rename is done with SIGINT and SIGTERM blocked, and an
  interrupt at any other moment removes the staging folder and any parent
  folder created for it, so after any error or signal the target is either
  untouched or complete;
* files are written with ordinary permissions (0644 files, 0755 folders under
  the usual umask of 022).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from .errors import SpecError

PRODUCER = "seqanon-opt"
"""The value of ``report.json``'s ``producer.name``: marks a folder as ours to replace."""

Writer = Callable[[Path], object]
"""Writes one output file at the path it is given (what it returns is ignored)."""


def is_seqanon_output(folder: Path) -> bool:
    """True when ``folder`` holds a report.json written by seqanon (its ``producer.name``)."""
    try:
        report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return (
        isinstance(report, dict)
        and isinstance(report.get("producer"), dict)
        and report["producer"].get("name") == PRODUCER
    )


def _nearest_existing(path: Path) -> Path:
    probe = path
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    return probe


def _check_writable_ancestor(path: Path, flag: str) -> None:
    ancestor = _nearest_existing(path.parent)
    if not ancestor.is_dir():
        raise SpecError(f"'{ancestor}' is a file, so '{path}' cannot be created", field=flag, value=str(path))
    _probe_writable(ancestor, path, flag)


def _probe_writable(folder: Path, path: Path, flag: str) -> None:
    """Create and remove an empty folder in ``folder``: the one test of writability that also holds for
    root, read-only mounts and pseudo file systems (``os.access`` answers yes to root everywhere)."""
    try:
        probe = tempfile.mkdtemp(prefix=".seqanon-probe.", dir=folder)
        os.rmdir(probe)
    except OSError as exc:
        raise SpecError(
            f"folder '{folder}' is not writable ({exc.strerror or exc})", field=flag, value=str(path)
        ) from None


def check_out_dir(out_dir: str | Path, *, force: bool = False, flag: str = "--out") -> Path:
    """Refuse an output folder we may not write, before any work is done.

    SpecError (exit 2) when ``out_dir`` is an existing file, an existing
    folder that holds files but no seqanon report.json (unless ``force``),
    or under a path that is a file or not writable.
    """
    path = Path(out_dir)
    if path.exists() or path.is_symlink():
        if not path.is_dir():
            raise SpecError("is an existing file, not a folder", field=flag, value=str(path))
        if not force and any(path.iterdir()) and not is_seqanon_output(path):
            raise SpecError(
                "folder exists and is not a seqanon output (it has no report.json written by "
                "seqanon); choose another folder, or replace it with --force",
                field=flag,
                value=str(path),
            )
        _probe_writable(path.parent, path, flag)
        return path
    _check_writable_ancestor(path, flag)
    return path


def check_out_file(out_file: str | Path, *, force: bool = False, flag: str = "--out") -> Path:
    """Refuse an output file we may not write: a folder, an existing file without ``force``, an unwritable place."""
    path = Path(out_file)
    if path.is_dir():
        raise SpecError("is a folder; give a file name", field=flag, value=str(path))
    if path.exists() and not force:
        raise SpecError("file exists; choose another name, or overwrite it with --force", field=flag, value=str(path))
    _check_writable_ancestor(path, flag)
    return path


@contextmanager
def signals_blocked() -> Iterator[None]:
    """SIGINT and SIGTERM are held (delivered on exit) while the block runs: for the renames that must not
    be cut in half."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


@contextmanager
def _write_errors(target: Path) -> Iterator[None]:
    """An OSError while writing (disk full, permissions changed since the check) as one line."""
    try:
        yield
    except OSError as exc:
        raise SpecError(
            f"cannot write the output ({exc.strerror or exc}); nothing was written", field="--out", value=str(target)
        ) from None


def _make_parents(folder: Path) -> list[Path]:
    """Create ``folder`` and its missing ancestors; return the ones created, deepest last."""
    missing = []
    probe = folder
    while not probe.exists():
        missing.append(probe)
        probe = probe.parent
    created = []
    try:
        for parent in reversed(missing):
            parent.mkdir()
            created.append(parent)
    except BaseException:
        _remove_created(created)
        raise
    return created


def _remove_created(created: list[Path]) -> None:
    for folder in reversed(created):
        try:
            folder.rmdir()
        except OSError:
            pass


def _ordinary_mode(is_dir: bool) -> int:
    umask = os.umask(0)
    os.umask(umask)
    return (0o777 if is_dir else 0o666) & ~umask


def write_folder(out_dir: str | Path, files: Mapping[str, Writer]) -> None:
    """Write each file of ``files`` (name -> writer) into ``out_dir`` atomically.

    The files go into a staging folder beside ``out_dir``; the staging folder
    replaces ``out_dir`` by rename with signals blocked. On any error or
    interrupt before that, the staging folder and the parents created for it
    are removed and ``out_dir`` is untouched. Call :func:`check_out_dir` first.
    """
    out_dir = Path(out_dir)
    with _write_errors(out_dir):
        _write_folder(out_dir, files)


def _write_folder(out_dir: Path, files: Mapping[str, Writer]) -> None:
    created = _make_parents(out_dir.parent)
    staging: Path | None = None
    try:
        staging = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.staging.", dir=out_dir.parent))
        os.chmod(staging, _ordinary_mode(is_dir=True))
        for name, write in files.items():
            write(staging / name)
            _set_modes(staging / name)
        with signals_blocked():
            old = None
            if out_dir.exists():
                old = out_dir.parent / f".{out_dir.name}.replaced.{os.getpid()}"
                os.replace(out_dir, old)
            os.replace(staging, out_dir)
            staging = None
            if old is not None:
                shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
        _remove_created(created)
        raise


def _set_modes(path: Path) -> None:
    """Ordinary modes on a written file, or on a written folder (a partitioned dataset) and its files."""
    os.chmod(path, _ordinary_mode(is_dir=path.is_dir()))
    if path.is_dir():
        for inner in path.rglob("*"):
            os.chmod(inner, _ordinary_mode(is_dir=inner.is_dir()))


def write_file(out_file: str | Path, write: Writer) -> None:
    """Write one file atomically: into a temporary file beside it, then renamed (signals blocked)."""
    out_file = Path(out_file)
    with _write_errors(out_file):
        _write_file(out_file, write)


def _write_file(out_file: Path, write: Writer) -> None:
    created = _make_parents(out_file.parent)
    staging: Path | None = None
    try:
        handle, name = tempfile.mkstemp(prefix=f".{out_file.stem}.", suffix=out_file.suffix, dir=out_file.parent)
        os.close(handle)
        staging = Path(name)
        write(staging)
        os.chmod(staging, _ordinary_mode(is_dir=False))
        with signals_blocked():
            os.replace(staging, out_file)
            staging = None
    except BaseException:
        if staging is not None:
            staging.unlink(missing_ok=True)
        _remove_created(created)
        raise
