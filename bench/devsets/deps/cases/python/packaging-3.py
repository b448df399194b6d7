"""A requirement line with an invalid marker operator."""
from packaging.requirements import Requirement

line = 'requests>=2.0; python_version >> "3.8"'
req = Requirement(line)
print(req.name, req.specifier)
