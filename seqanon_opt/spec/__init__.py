"""The spec: what the user wrote, validated once at the boundary."""

from .load import SpecSource, load_spec
from .schema import Spec, spec_json_schema

__all__ = ["Spec", "SpecSource", "load_spec", "spec_json_schema"]
