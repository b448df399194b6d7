"""A mapped class with no primary key column."""
from sqlalchemy import Column, Integer, String
from sqlalchemy.orm import declarative_base

Base = declarative_base()


class AuditLog(Base):
    __tablename__ = "audit_log"

    action = Column(String(50), nullable=False)
    user_id = Column(Integer, nullable=False)


print(AuditLog.__table__)
