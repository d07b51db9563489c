"""Offline models by name. `offline` is careful; the others reproduce real failures on demand.

Each behaviour is a subclass of the competent model that overrides one decision,
so the difference between a good and a bad model is a few readable lines.
"""

from __future__ import annotations

from .decide.policy import Competent

MODELS: dict[str, type[Competent]] = {}


def register(cls: type[Competent]) -> type[Competent]:
    MODELS[cls.name] = cls
    return cls


register(Competent)


def _load_models() -> None:
    from . import models  # noqa: F401  (each module registers its behaviour)


class ModelNames(list):
    """The registered names; `in` also accepts a parameterised name such as `offline-slow-0.2`."""

    def __contains__(self, name: object) -> bool:
        return _lookup(name) is not None


def model_names() -> ModelNames:
    _load_models()
    return ModelNames(MODELS)


def behaviour(name: str) -> Competent:
    model = _lookup(name)
    if model is None:
        raise KeyError(name)
    return model


def _lookup(name: object) -> Competent | None:
    """`offline-slow` -> that behaviour; `offline-slow-0.2` -> the same one, configured with
    "0.2" by its `configured(argument)` classmethod (behaviours without one take no argument)."""
    _load_models()
    if not isinstance(name, str):
        return None
    if name in MODELS:
        return MODELS[name]()
    base, _, argument = name.rpartition("-")
    configured = getattr(MODELS.get(base), "configured", None)
    return configured(argument) if configured else None
