"""Whether an object is what a protocol of the kernel (kernel/protocols.py)
says, as far as run time can tell: every member there, each method taking
the protocol's arguments as the protocol passes them (the same position,
the same name where it may be passed by name, a default where the
protocol has one; nothing more required), each value of the protocol's
type, each callable value taking as many arguments as it is called with.
``isinstance`` with a runtime-checkable protocol sees only the names; a
type checker sees the rest (tests/kernel/protocol_fit.py)."""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable
from typing import Any

from gettysburg_desktop.kernel import protocols

P = inspect.Parameter
POSITIONAL = (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD)


def members(protocol: type) -> dict[str, Any]:
    """The protocol's own members: name -> its function or property."""
    return {n: v for n, v in vars(protocol).items() if not n.startswith("_")}


def _parameters(fn: Callable[..., Any], drop_self: bool) -> list[inspect.Parameter]:
    params = list(inspect.signature(fn).parameters.values())
    return params[1:] if drop_self else params


def signature_misfits(name: str, wanted: Callable[..., Any], given: Callable[..., Any], drop_self: bool) -> list[str]:
    """How ``given`` fails to take the arguments the protocol's ``wanted`` is called with."""
    want, have = _parameters(wanted, True), _parameters(given, drop_self)
    star = any(p.kind is P.VAR_POSITIONAL for p in have)
    stars = any(p.kind is P.VAR_KEYWORD for p in have)
    positional = [p for p in have if p.kind in POSITIONAL]
    by_name = {p.name: p for p in have if p.kind in (P.POSITIONAL_OR_KEYWORD, P.KEYWORD_ONLY)}
    out, used = [], set()
    for i, p in enumerate(want):
        if p.kind in POSITIONAL:
            q = positional[i] if i < len(positional) else None
            if q is None and not star:
                out.append(f"{name}: takes no argument {i + 1} ({p.name})")
                continue
            if q is not None and p.kind is P.POSITIONAL_OR_KEYWORD and q.name != p.name:
                out.append(f"{name}: argument {i + 1} is named {q.name!r}, not {p.name!r}")
        else:
            q = by_name.get(p.name)
            if q is None and not stars:
                out.append(f"{name}: takes no keyword {p.name!r}")
                continue
        if q is not None:
            used.add(q.name)
            if p.default is not P.empty and q.default is P.empty:
                out.append(f"{name}: {p.name!r} has no default")
    for q in have:
        if q.name not in used and q.kind not in (P.VAR_POSITIONAL, P.VAR_KEYWORD) and q.default is P.empty:
            out.append(f"{name}: requires {q.name!r}, which the protocol never passes")
    return out


def value_misfits(name: str, value: Any, kind: Any) -> list[str]:
    """How ``value`` is not of the annotated ``kind`` (as far as run time can tell)."""
    if kind is Any:
        return []
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        tries = [value_misfits(name, value, k) for k in args]
        return [] if any(not t for t in tries) else [f"{name}: {value!r} is none of {kind}"]
    if kind is type(None):
        return [] if value is None else [f"{name}: {value!r} is not None"]
    if origin is Callable or kind is Callable:
        if not callable(value):
            return [f"{name}: {value!r} is not callable"]
        if args and args[0] is not Ellipsis:
            try:
                inspect.signature(value).bind(*range(len(args[0])))
            except TypeError as exc:
                return [f"{name}: {value!r} is not called so with {len(args[0])} arguments: {exc}"]
        return []
    check = origin or kind
    if isinstance(check, type) and getattr(check, "_is_protocol", False):
        if getattr(check, "_is_runtime_protocol", False):
            return [] if isinstance(value, check) else [f"{name}: {value!r} is not a {check.__name__}"]
        return [f"{name}: {value!r} has no {m}" for m in members(check) if not hasattr(value, m)]
    if isinstance(check, type):
        return [] if isinstance(value, check) else [f"{name}: {value!r} is not a {check.__name__}"]
    return []


def misfits(obj: Any, protocol: type) -> list[str]:
    """What ``obj`` (an object, or a class whose instances the protocol
    describes) lacks or takes otherwise than ``protocol`` says."""
    is_class = isinstance(obj, type)
    out = []
    for name, member in members(protocol).items():
        if not hasattr(obj, name):
            out.append(f"{name}: missing")
            continue
        given = getattr(obj, name)
        if isinstance(member, property):
            if is_class and isinstance(inspect.getattr_static(obj, name), property):
                continue  # a property of the class: its value is an instance's
            kind = typing.get_type_hints(member.fget, vars(protocols))["return"]
            out += value_misfits(name, given, kind)
        elif callable(member):
            if not callable(given):
                out.append(f"{name}: not a method")
                continue
            out += signature_misfits(name, member, given, drop_self=is_class)
    return out
