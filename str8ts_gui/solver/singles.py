"""The step every kind's candidate propagation shares: a decided cell's digit leaves its peers.

Candidates are bit masks (bit d for digit d) in a list ``m``. A propagation keeps a work list:
``queue`` holds the cells that became singles (``spread[i]`` once cell i's digit has left its
peers), and ``pending`` the units to search again (``dirty[k]`` while unit k waits there).
Removing a candidate from a cell queues the cell when one digit is left and puts each of its
units (``units_of[j]``) back on the list; the kinds' own rules (hidden singles, a Suguru
region's claims on touching cells) then use :func:`eliminate` for what they remove.
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["eliminate", "spread_singles"]


def eliminate(
    m: list[int], j: int, bit: int, queue: list[int], units_of: Sequence[Sequence[int]], dirty: list[bool], pending: list[int]
) -> bool:
    """Remove ``bit`` from cell ``j`` (if it is there); False when the cell has no digit left."""
    mj = m[j]
    if mj & bit:
        mj ^= bit
        if not mj:
            return False
        m[j] = mj
        if not mj & (mj - 1):
            queue.append(j)
        for k in units_of[j]:
            if not dirty[k]:
                dirty[k] = True
                pending.append(k)
    return True


def spread_singles(
    m: list[int],
    queue: list[int],
    spread: list[bool],
    peers: Sequence[Sequence[int]],
    units_of: Sequence[Sequence[int]],
    dirty: list[bool],
    pending: list[int],
) -> bool:
    """Take every queued single's digit from its peers, until the queue is empty (cells that
    become singles on the way are queued and spread too); False when a cell runs out of digits."""
    while queue:
        i = queue.pop()
        if spread[i]:
            continue
        spread[i] = True
        bit = m[i]
        for j in peers[i]:
            if m[j] & bit and not eliminate(m, j, bit, queue, units_of, dirty, pending):
                return False
    return True
