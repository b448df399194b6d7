"""A validator declared for a field name the model does not have."""
from pydantic import BaseModel, validator


class Account(BaseModel):
    email: str
    display_name: str

    @validator("username")
    def not_blank(cls, value):
        if not value.strip():
            raise ValueError("blank")
        return value


print(Account(email="a@b.c", display_name="Ada"))
