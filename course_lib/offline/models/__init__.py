"""Failure-reproducing offline models, one module each.

Every module here defines a subclass of `Competent` decorated with `@register`; this
package imports them all, so adding a behaviour is adding a file.
"""

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
