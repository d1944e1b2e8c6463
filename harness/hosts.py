"""Several hosts on one machine: network namespaces joined by a switch (a
bridge in a namespace of its own), each host with its addresses on
``SUBNET`` and nothing else, no address in the machine's own namespace.

A process runs inside a host through ``ip netns exec``; the test's own
calls reach the hosts from a thread that has entered a host's namespace
(``Host.call``: ``setns`` moves only the calling thread).  Needs root (or
CAP_SYS_ADMIN) and iproute2's ``ip``.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

SUBNET = "10.77.0."
CLONE_NEWNET = 0x40000000
T = TypeVar("T")


def ip_binary() -> str | None:
    """The ``ip`` executable, if installed."""
    return shutil.which("ip") or shutil.which("ip", path="/usr/sbin:/sbin")


def can_make_hosts() -> bool:
    """Whether this process may make network namespaces."""
    return ip_binary() is not None and os.geteuid() == 0


def _ip(*args: str) -> None:
    binary = ip_binary()
    if binary is None:
        raise RuntimeError("iproute2's ip is not installed (scripts/system-packages)")
    subprocess.run([binary, *args], check=True, capture_output=True)


@dataclass(frozen=True)
class Host:
    """One host: a network namespace and its first address."""

    namespace: str
    address: str

    def popen(self, command: Sequence[str], **options: Any) -> subprocess.Popen[bytes]:
        """Start ``command`` inside this host (``ip netns exec`` execs it:
        the process's pid is the command's)."""
        return subprocess.Popen(
            [str(ip_binary()), "netns", "exec", self.namespace, *command], **options
        )

    def call(self, function: Callable[[], T]) -> T:
        """``function()`` run in a thread inside this host's network: its
        result, or its exception raised here."""
        outcome: dict[str, Any] = {}

        def run() -> None:
            libc = ctypes.CDLL(None, use_errno=True)
            with open(f"/run/netns/{self.namespace}") as handle:
                if libc.setns(handle.fileno(), CLONE_NEWNET) != 0:
                    outcome["error"] = OSError(ctypes.get_errno(), "setns failed")
                    return
            try:
                outcome["value"] = function()
            except BaseException as error:  # raised in the caller's thread
                outcome["error"] = error

        thread = threading.Thread(target=run)
        thread.start()
        thread.join()
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]  # type: ignore[no-any-return]


@contextmanager
def network(names: Sequence[str], extra: int = 0) -> Iterator[dict[str, Host]]:
    """Hosts named ``names`` (addresses ``SUBNET`` 1, 2, ... in order), the
    last with ``extra`` more addresses (after 100: clients that are many
    addresses); all of it removed afterwards."""
    tag = f"f{os.getpid()}"
    switch = f"{tag}-switch"
    made: list[str] = []
    try:
        _ip("netns", "add", switch)
        made.append(switch)
        _ip("-n", switch, "link", "add", "br0", "type", "bridge")
        _ip("-n", switch, "link", "set", "br0", "up")
        hosts = {}
        for number, name in enumerate(names, start=1):
            namespace = f"{tag}-{name}"
            _ip("netns", "add", namespace)
            made.append(namespace)
            port = f"port{number}"
            _ip(
                "-n",
                switch,
                "link",
                "add",
                port,
                "type",
                "veth",
                "peer",
                "name",
                "eth0",
                "netns",
                namespace,
            )
            _ip("-n", switch, "link", "set", port, "master", "br0", "up")
            address = f"{SUBNET}{number}"
            _ip("-n", namespace, "addr", "add", f"{address}/24", "dev", "eth0")
            if number == len(names):
                for more in range(extra):
                    _ip("-n", namespace, "addr", "add", f"{SUBNET}{101 + more}/24", "dev", "eth0")
            _ip("-n", namespace, "link", "set", "eth0", "up")
            _ip("-n", namespace, "link", "set", "lo", "up")
            hosts[name] = Host(namespace, address)
        yield hosts
    finally:
        for namespace in reversed(made):
            subprocess.run([str(ip_binary()), "netns", "del", namespace], capture_output=True)
