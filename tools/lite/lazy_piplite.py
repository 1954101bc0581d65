"""piplite, imported only when it is first used (tools/lite/README.md, "Start-up", point 7).

The Pyodide kernel's start runs ``import piplite.piplite`` and sets two of its settings (``_PIPLITE_URLS``,
``_PIPLITE_DISABLE_PYPI``).  Importing it imports micropip and ``unittest.mock``: about 0.8 s of CPU on a cold
start, before the kernel answers at all, for what only ``%pip`` and ``piplite.install`` need.  The early start
(knackpy-pyodide.mjs, ``snapshot.before``, from tools/lite/build.py) runs this file before the kernel's imports:
``piplite.piplite`` is then a stand-in that keeps the settings given to it and imports the real module, with
those settings, the first time anything else is asked of it (``piplite.install`` included).  ``piplite`` itself
is the real package, so ``%pip`` (``piplite.cli``) works as before.  Nothing here knows piplite's settings by
name: a later piplite that reads more of its module at import only takes the real one at once.
"""

import importlib
import importlib.machinery
import sys
import types
from typing import Any


class LazyModule(types.ModuleType):
    """Stands in for the module ``name`` until something other than setting an attribute needs it."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        object.__setattr__(self, "_lazy_settings", {})
        object.__setattr__(self, "_lazy_real", None)

    def lazy_load(self) -> types.ModuleType:
        """The real module, imported (once) with the settings this stand-in was given."""
        real = object.__getattribute__(self, "_lazy_real")
        if real is None:
            if sys.modules.get(self.__name__) is self:
                del sys.modules[self.__name__]
            real = importlib.import_module(self.__name__)
            for key, value in object.__getattribute__(self, "_lazy_settings").items():
                setattr(real, key, value)
            object.__setattr__(self, "_lazy_real", real)
        return real

    def __getattr__(self, key: str) -> Any:  # only what the stand-in does not have itself
        if key.startswith("__") and key.endswith("__"):  # a look at every module (inspect, pickle) loads nothing
            raise AttributeError(key)
        return getattr(self.lazy_load(), key)

    def __setattr__(self, key: str, value: Any) -> None:
        real = object.__getattribute__(self, "_lazy_real")
        if real is None:
            object.__getattribute__(self, "_lazy_settings")[key] = value
        else:
            setattr(real, key, value)


def stand_in(name: str, package: str, *functions: str) -> LazyModule:
    """Puts a stand-in for the module ``package.name`` in its place, with ``functions`` that import it when
    called (the names the package's ``__init__`` takes from it), and imports the package."""
    full = f"{package}.{name}"
    module = LazyModule(full)
    for function in functions:

        def call(*args: Any, _name: str = function, **kwargs: Any) -> Any:
            return getattr(module.lazy_load(), _name)(*args, **kwargs)

        call.__name__ = function
        object.__setattr__(module, function, call)
    sys.modules[full] = module
    parent = importlib.import_module(package)
    spec = importlib.machinery.PathFinder.find_spec(full, parent.__path__)
    if spec is not None:  # where the real one is: inspect.getmodule and tracebacks look at __file__
        object.__setattr__(module, "__spec__", spec)
        object.__setattr__(module, "__file__", spec.origin)
    setattr(parent, name, module)
    return module


if "piplite.piplite" not in sys.modules:
    stand_in("piplite", "piplite", "install")
