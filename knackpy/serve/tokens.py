"""The classroom's secrets, kept only as hashes: the database alone lets nobody sit down or teach.

A seat token is made at a pupil's join, the teacher token at every start of
``knackpy serve``; the store holds their SHA-256 hashes.  With a shared store
(several workers, :mod:`knackpy.serve.pgstore`) the newest start's teacher
link is the valid one at every worker.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from typing import TYPE_CHECKING

from .errors import Refused

if TYPE_CHECKING:
    from .store import Store

__all__ = ["token_hash", "TeacherToken"]

REREAD_EVERY = 1.0  # seconds: a shared store's teacher hash is read again at most this often (wrong tokens)


def token_hash(token: str) -> str:
    """Seat tokens are kept only as hashes: the database file alone lets nobody sit down as a pupil."""
    return hashlib.sha256(token.encode()).hexdigest()


class TeacherToken:
    """The teacher-token part of :class:`~knackpy.serve.room.Classroom` (``self.store``)."""

    if TYPE_CHECKING:
        store: Store  # set by the Classroom

    _teacher_hash = "-"
    _teacher_read = 0.0  # when a shared store's hash was last read again

    def _teacher_token(self, *, new: bool) -> str:
        """A new teacher token for every start; the file keeps only its hash (the file alone opens nothing).
        ``new=False``: a worker of a school server, whose supervisor made it (the token stays unknown here)."""
        if not new:
            self._teacher_hash = self.store.get_meta("teacher_token_hash") or "-"
            return ""
        token = secrets.token_urlsafe(24)
        self.store.set_meta("teacher_token_hash", token_hash(token))
        if self.store.get_meta("teacher_token") is not None:  # kept in plain text before issue 30
            self.store.delete_meta("teacher_token")
        self._teacher_hash = token_hash(token)
        return token

    def check_teacher(self, token: object) -> None:
        if not isinstance(token, str) or len(token) > 100:
            raise Refused("serve.err.teacher_only")
        if (
            not self._teacher_matches(token)
            and self.store.shared
            and time.monotonic() > self._teacher_read + REREAD_EVERY
        ):
            self._teacher_read = time.monotonic()  # (not for every wrong token: they must not load the database)
            self._teacher_hash = self.store.get_meta("teacher_token_hash") or "-"  # a new start made a new link
        if not self._teacher_matches(token):
            raise Refused("serve.err.teacher_only")

    def _teacher_matches(self, token: str) -> bool:
        return hmac.compare_digest(token_hash(token).encode(), self._teacher_hash.encode())
