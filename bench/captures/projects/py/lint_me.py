import os, sys
import json
from typing import *


def f(x):
    if x == None:
        return undefined_name
    l = lambda: 0
    try:
        pass
    except:
        pass
    return l
