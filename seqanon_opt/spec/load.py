"""Read a spec file (YAML or JSON) into a validated :class:`Spec`.

Every failure becomes one :class:`SpecError` naming the file, the field as a
dotted path, the offending value and, where the YAML node is known, the line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from ..errors import SpecError
from .schema import Spec


@dataclass(frozen=True)
class SpecSource:
    """Where a spec came from, to resolve relative paths and name lines in errors."""

    path: Path
    text: str

    @property
    def directory(self) -> Path:
        return self.path.parent

    def resolve(self, relative: str) -> Path:
        """A path written in the spec, relative to the spec file's folder."""
        p = Path(relative)
        return p if p.is_absolute() else self.directory / p

    def line_of(self, loc: Sequence[Any]) -> int | None:
        """The 1-based line of the node at ``loc`` (keys and list indices), if known."""
        try:
            node = yaml.compose(self.text)
        except yaml.YAMLError:
            return None
        line = None
        for key in loc:
            if node is None:
                break
            line = node.start_mark.line + 1
            if isinstance(node, yaml.MappingNode):
                nxt = None
                for k, v in node.value:
                    if k.value == str(key):
                        line = k.start_mark.line + 1
                        nxt = v
                        break
                node = nxt
            elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
                node = node.value[key]
            else:
                node = None
        if node is not None:
            line = node.start_mark.line + 1
        return line

    def error(self, loc: Sequence[Any], message: str, value: object = None) -> SpecError:
        """A SpecError for the field at ``loc`` with its line."""
        return SpecError(message, file=str(self.path), field=dotted(loc), value=value, line=self.line_of(loc))


def with_line(error: SpecError) -> SpecError:
    """``error`` with the line of its field when it names a spec file and a field but no line (an error
    found after the spec was read: a solver option, a release that is no view of the table)."""
    if error.line is not None or not error.file or not error.field:
        return error
    loc: list[Any] = []
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", error.field):
        loc.append(int(part[1:-1]) if part.startswith("[") else part)
    try:
        source = SpecSource(Path(error.file), Path(error.file).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return error
    line = source.line_of(loc)
    if line is None:
        return error
    return SpecError(error.detail, file=error.file, field=error.field, value=error.value, line=line)


def dotted(loc: Sequence[Any]) -> str:
    """``('requirements', 0, 'k')`` -> ``'requirements[0].k'``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def parse_text(path: Path, text: str) -> Any:
    """Parse YAML or JSON text (JSON when the suffix is .json); a duplicate key is an error naming both
    places, input nested too deeply for the parser is one line, not a RecursionError."""
    try:
        if path.suffix.lower() == ".json":
            return _parse_json(path, text)
        return _parse_yaml(path, text)
    except RecursionError:
        raise SpecError("nested too deeply to read", file=str(path)) from None


def _parse_json(path: Path, text: str) -> Any:
    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in pairs:
            if key in seen:
                _json_duplicate(path, text, key)
            seen[key] = value
        return seen

    try:
        return json.loads(text, object_pairs_hook=unique)
    except json.JSONDecodeError as exc:
        raise SpecError(f"malformed JSON: {exc.msg}", file=str(path), line=exc.lineno) from None


def _json_duplicate(path: Path, text: str, key: str) -> None:
    """A key twice in one JSON object: named with both lines and its dotted path (read from the YAML node
    tree, JSON being YAML), else by its name alone. Always raises."""
    try:
        _check_duplicate_keys(path, yaml.compose(text, Loader=yaml.SafeLoader))
    except (yaml.YAMLError, RecursionError):
        pass
    raise SpecError("duplicate key (JSON would keep only the last; say it once)", file=str(path), field=key)


def _parse_yaml(path: Path, text: str) -> Any:
    """The YAML document, composed once, checked for duplicate keys and alias bombs on its node graph, then
    constructed from it. (libyaml's parser is 10 times faster but overflows the C stack on deeply nested
    input: a segmentation fault instead of an error, so it is not used.)"""
    try:
        return _load_checked(path, text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise SpecError(f"malformed YAML: {problem}", file=str(path), line=mark.line + 1 if mark else None) from None


def _load_checked(path: Path, text: str) -> Any:
    """Compose ``text`` (PyYAML's safe loader), check the node graph (:func:`_check_duplicate_keys`), then
    construct it (None for an empty document)."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        _check_duplicate_keys(path, node)
        return None if node is None else loader.construct_document(node)
    finally:
        loader.dispose()


ALIAS_EXPANSION_LIMIT = 1_000_000
"""Nodes a spec may expand to through YAML aliases beyond ten times the nodes it writes (a "billion
laughs" document would otherwise hang the validation)."""


def _check_duplicate_keys(path: Path, root: yaml.Node | None) -> None:
    """A key written twice in one mapping: YAML would keep the last silently (a typo that drops a
    requirement). Walks the node graph without recursion, each node once (aliases share nodes); refuses
    aliases that expand the document beyond :data:`ALIAS_EXPANSION_LIMIT` nodes."""
    stack: list[tuple[yaml.Node, tuple[Any, ...]]] = [(root, ())] if root is not None else []
    visited: set[int] = set()
    order: list[yaml.Node] = []
    while stack:
        node, loc = stack.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
        order.append(node)
        if isinstance(node, yaml.MappingNode):
            first: dict[str, int] = {}
            for key, value in node.value:
                name = str(key.value)
                if name in first and name != "<<":
                    raise SpecError(
                        f"duplicate key (first at line {first[name]})",
                        file=str(path),
                        line=key.start_mark.line + 1,
                        field=dotted((*loc, name)),
                    )
                first[name] = key.start_mark.line + 1
                stack.append((value, (*loc, name)))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((item, (*loc, i)) for i, item in enumerate(node.value))
    if root is not None:
        expanded = _expanded_size(path, root)
        if expanded > max(ALIAS_EXPANSION_LIMIT, 10 * len(visited)):
            raise SpecError(
                f"its aliases (*name) expand it to {expanded:,} nodes (it writes {len(visited):,})", file=str(path)
            )


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [child for pair in node.value for child in pair]
    return list(node.value) if isinstance(node, yaml.SequenceNode) else []


def _expanded_size(path: Path, root: yaml.Node) -> int:
    """How many nodes the document holds once its aliases are expanded (post-order, without recursion);
    an alias inside its own anchor (a recursive document) is an error."""
    size: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            active.discard(id(node))
            size[id(node)] = 1 + sum(size[id(child)] for child in _children(node))
            continue
        if id(node) in size:
            continue
        if id(node) in active:
            raise SpecError(
                "an alias (*name) refers to a node that contains it", file=str(path), line=node.start_mark.line + 1
            )
        active.add(id(node))
        stack.append((node, True))
        stack.extend((child, False) for child in _children(node) if id(child) not in size)
    return size[id(root)]


def _first_error(exc: ValidationError, source: SpecSource) -> SpecError:
    err = exc.errors(include_url=False)[0]
    # pydantic adds union tags to loc; keep the keys the user wrote
    loc = _clean(err["loc"])
    kind = err["type"]
    if kind == "invalid_key" and loc:  # a mapping key that is not text (`1: x`), not a list index
        loc[-1] = str(loc[-1])
    if kind == "extra_forbidden":
        message = f"unknown field '{loc[-1]}'"
        value = None
    elif kind == "union_tag_invalid":
        ctx = err.get("ctx", {})
        message = (
            f"unknown {ctx.get('discriminator', 'kind').strip(chr(39))}; expected one of {ctx.get('expected_tags')}"
        )
        value = ctx.get("tag")
    elif kind == "union_tag_not_found":
        message = f"required field {err.get('ctx', {}).get('discriminator', 'kind')} is missing"
        value = None
    elif kind == "missing":
        message = "required field is missing"
        value = None
    else:
        message = err["msg"].removeprefix("Value error, ")
        value = err.get("input")
        if isinstance(value, (dict, list)):
            value = None
    return source.error(loc, message, value)


def _clean(loc: Sequence[Any]) -> list[Any]:
    """Drop pydantic's union-tag components (e.g. 'k-anonymity', 'tree') from a loc. A tag is followed by
    the fields of its model, which may share its name ('intervals' of an interval taxonomy): a part right
    after a dropped tag is kept."""
    out: list[Any] = []
    after_tag = False
    for part in loc:
        if isinstance(part, str) and ("[" in part or "function" in part):
            continue
        if isinstance(part, str) and part in _TAGS and not after_tag:
            after_tag = True
            continue
        after_tag = False
        out.append(part)
    return out


_TAGS = {
    "k-anonymity",
    "l-diversity",
    "distinct-l-diversity",
    "entropy-l-diversity",
    "recursive-cl-diversity",
    "t-closeness",
    "delta-disclosure",
    "beta-likeness",
    "xy-anonymity",
    "xy-linkability",
    "k-linkability",
    "k-diversity",
    "l-eligibility",
    "personalized",
    "single",
    "sequential",
    "temporal",
    "linear",
    "quadratic",
    "table",
    "tree",
    "tree_file",
    "arx",
    "intervals",
    "list[dict[str,any]]",
    "list[list[any]]",
}


def load_spec(path: str | Path, patch: Mapping[str, Any] | None = None) -> tuple[Spec, SpecSource]:
    """Read and validate a spec file; raise SpecError on any problem.

    ``patch`` (a sweep's variant) is merged into the parsed fields before
    validation (see :func:`merge_patch`); errors still name the spec file.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SpecError("spec file not found", file=str(path)) from None
    except UnicodeDecodeError as exc:
        body = path.read_bytes()
        raise SpecError(
            f"not UTF-8 text (byte {body[exc.start : exc.start + 1]!r}); save the file as UTF-8",
            file=str(path),
            line=body[: exc.start].count(b"\n") + 1,
        ) from None
    except IsADirectoryError:
        raise SpecError("is a folder, not a spec file", file=str(path)) from None
    except OSError as exc:
        raise SpecError(f"cannot read spec file: {exc.strerror or exc}", file=str(path)) from None
    source = SpecSource(path, text)
    raw = parse_text(path, text)
    if not isinstance(raw, dict):
        raise SpecError("a spec must be a mapping of fields", file=str(path), line=1)
    if patch:
        raw = merge_patch(raw, patch)
    try:
        spec = Spec.model_validate(raw)
    except ValidationError as exc:
        raise _first_error(exc, source) from None
    return spec, source


def merge_patch(base: Mapping[str, Any], patch: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``patch`` merged in: mappings merge key by key (recursively), any other
    value replaces, and ``None`` removes the key (RFC 7386 JSON merge patch)."""
    out = dict(base)
    for key, value in patch.items():
        if value is None:
            out.pop(key, None)
        elif isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merge_patch(out[key], value)
        else:
            out[key] = value
    return out
