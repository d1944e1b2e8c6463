from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.redis_state import RedisState, check_redis_state
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_states import TableStates


T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        status (str): ok (/healthz); ready or degraded (/readyz).
        line (int | Unset): 400 malformed-json: the line where the body stops being JSON.
        column (int | Unset): 400 malformed-json: the column (a character) on that line.
        tables (TableStates | Unset): Each named game's table, by the game's name.
        redis (RedisState | Unset):
    """

    status: str
    line: int | Unset = UNSET
    column: int | Unset = UNSET
    tables: TableStates | Unset = UNSET
    redis: RedisState | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        line = self.line

        column = self.column

        tables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = self.tables.to_dict()

        redis: str | Unset = UNSET
        if not isinstance(self.redis, Unset):
            redis = self.redis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if line is not UNSET:
            field_dict["line"] = line
        if column is not UNSET:
            field_dict["column"] = column
        if tables is not UNSET:
            field_dict["tables"] = tables
        if redis is not UNSET:
            field_dict["redis"] = redis

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_states import TableStates  # noqa: PLC0415

        d = dict(src_dict)
        status = d.pop("status")

        line = d.pop("line", UNSET)

        column = d.pop("column", UNSET)

        _tables = d.pop("tables", UNSET)
        tables: TableStates | Unset
        if isinstance(_tables, Unset):
            tables = UNSET
        else:
            tables = TableStates.from_dict(_tables)

        _redis = d.pop("redis", UNSET)
        redis: RedisState | Unset
        if isinstance(_redis, Unset):
            redis = UNSET
        else:
            redis = check_redis_state(_redis)

        health = cls(
            status=status,
            line=line,
            column=column,
            tables=tables,
            redis=redis,
        )

        return health
