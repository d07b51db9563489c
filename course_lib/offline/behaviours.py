"""Offline models by name. `offline` is careful; the others reproduce real failures on demand.

Each behaviour is a subclass of the competent model that overrides one decision,
so the difference between a good and a bad model is a few readable lines.
"""

from __future__ import annotations

from .policy import Competent

MODELS: dict[str, type[Competent]] = {}


def register(cls: type[Competent]) -> type[Competent]:
    MODELS[cls.name] = cls
    return cls


register(Competent)


def _load_models() -> None:
    from . import models  # noqa: F401  (each module registers its behaviour)


def model_names() -> list[str]:
    _load_models()
    return list(MODELS)


def behaviour(name: str) -> Competent:
    _load_models()
    return MODELS[name]()
