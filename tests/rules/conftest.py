import pytest
import rulehelp


@pytest.fixture
def game_at():
    """game_at(position_dict, dice=[...]) -> a crossroads Game at that position."""
    return rulehelp.game_at
