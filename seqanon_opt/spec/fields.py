"""Field types shared by the spec models: numbers that are never booleans, names listed once, the strict base."""

from __future__ import annotations

import math
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
)


def _not_a_boolean(value: Any) -> Any:
    """YAML's ``true`` would otherwise read as the number 1 (``k: true``, ``suppression: true``)."""
    if isinstance(value, bool):
        raise ValueError("takes a number, not a boolean")
    return value


def _finite_number(value: Any) -> Any:
    """A real field is never a boolean, nan or infinite (no field of the spec means "unbounded" by .inf)."""
    value = _not_a_boolean(value)
    try:
        number = float(value) if isinstance(value, (int, float, str)) else None
    except (ValueError, OverflowError):
        number = None
    if number is not None and not math.isfinite(number):
        raise ValueError("takes a finite number")
    return value


Int = Annotated[int, BeforeValidator(_not_a_boolean)]  # every integer field of the spec
# every real field of the spec; an integer is accepted, and so is a number written as text (YAML 1.1 reads
# 1e3 as text)
Float = Annotated[float, BeforeValidator(_finite_number)]
Fraction = Annotated[Float, Field(gt=0, le=1)]
Separator = Annotated[str, Field(min_length=1, max_length=1, description="one character")]


def _distinct(names: list[str]) -> list[str]:
    twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
    if twice is not None:
        raise ValueError(f"lists '{twice}' twice")
    return names


Names = Annotated[list[str], Field(min_length=1), AfterValidator(_distinct)]  # attribute names, each once


class StrictModel(BaseModel):
    """Base of every spec model: unknown fields are errors; models are frozen. Numbers are typed
    :data:`Int` / :data:`Float`: a boolean is never a number."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
