"""The game-agnostic parts of the computer players: levels, seeding and the tree search,
tried on a toy game built on the shared core."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game import bots
from game.bots import mcts
from game.core import Game, IllegalMove


@dataclasses.dataclass
class _Count:
    total: int = 0
    mover: int = 0
    last: int | None = None

    def copy(self) -> _Count:
        return dataclasses.replace(self)


class Race(Game):
    """A toy: players in turn add 1, 2 or 3 to a count; who reaches ``goal`` wins.

    With two players it is Nim: leave the count at ``goal - 4k`` to win.
    """

    CODE, VERSION = "X", 1

    def __init__(self, players: int = 2, goal: int = 10) -> None:
        super().__init__()
        self.goal, self.size = goal, players
        self._state = _Count()

    def legal_moves(self) -> list[str]:
        return [f"add {n}" for n in (1, 2, 3) if self._state.total + n <= self.goal]

    to_move = property(lambda self: self._state.mover)
    phase = property(lambda self: "over" if self._state.total == self.goal else "play")
    players = property(lambda self: tuple(range(self.size)))

    options = property(lambda self: {})

    def winners(self) -> list:
        return [self._state.last] if self.is_over() else []

    def _normalise(self, move: str) -> str:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move!r} is not one of {self.legal_moves()}")
        return move

    def _apply(self, move: str) -> None:
        self._state.total += int(move.split()[1])
        self._state.last = self._state.mover
        self._state.mover = (self._state.mover + 1) % self.size

    def _header(self) -> list[int]:
        return [self.size, self.goal]

    @classmethod
    def _from_header(cls, header: list[int]) -> Race:
        return cls(*header)


def test_search_finds_the_winning_move_of_nim() -> None:
    for goal, winning in ((9, "add 1"), (10, "add 2"), (11, "add 3")):
        move = mcts.search(Race(goal=goal), 600, random.Random(1))
        assert move == winning, goal


def test_a_progressive_bias_steers_the_first_iterations_and_then_fades() -> None:
    game = Race(goal=10)  # "add 2" wins, "add 1" loses
    steered = mcts.search(game, 30, random.Random(1), bias={"add 1": 100.0})
    assert steered == "add 1"  # 30 iterations: the bias outweighs what was learned
    assert mcts.search(game, 3000, random.Random(1), bias={"add 1": 1.0}) == "add 2"


def test_search_is_deterministic_and_leaves_the_game_alone() -> None:
    game = Race(players=3, goal=12)
    game.play("add 1")
    moves = {mcts.search(game, 50, random.Random(7)) for _ in range(3)}
    assert len(moves) == 1 and moves <= set(game.legal_moves())
    assert game.history == ["add 1"] and game._state.total == 1


def test_search_with_a_cut_off_scores_the_position() -> None:
    calls = []

    def evaluate(game: Game) -> mcts.Outcome:
        calls.append(game._state.total)
        return {game.to_move: 1.0}

    move = mcts.search(Race(goal=30), 40, random.Random(2), depth=2, evaluate=evaluate)
    assert move in Race(goal=30).legal_moves() and len(calls) == 40
    with pytest.raises(ValueError, match="evaluate"):
        mcts.search(Race(goal=30), 10, random.Random(2), depth=2)


def test_a_shortlist_limits_the_moves_above_its_depth() -> None:
    asked = []

    def shortlist(game: Race) -> tuple[list[str], dict[str, float]]:
        asked.append(game._state.total)
        return ["add 1"], {"add 1": 0.5}

    tree = mcts.Search(
        Race(players=3, goal=30), random.Random(3), shortlist=shortlist, shortlist_depth=2
    )
    tree.run(200)
    below = tree.root.children
    assert sorted(below) == ["add 1", "add 2", "add 3"]  # the root keeps every move
    assert all(list(child.children) == ["add 1"] for child in below.values())
    deeper = [node for child in below.values() for node in child.children.values()]
    assert any(len(node.children) > 1 for node in deeper)  # from depth 2 on: every move
    assert sorted(asked) == [1, 2, 3]  # asked once per node, on first reaching it


def test_search_answers_a_forced_move_at_once() -> None:
    game = Race(goal=10)
    for move in ("add 3", "add 3", "add 3"):
        game.play(move)
    assert mcts.search(game, 10**9, random.Random(0)) == "add 1"


def test_search_samples_through_determinize() -> None:
    samples = []

    def determinize(rng: random.Random) -> Game:
        samples.append(rng.random())
        return Race(goal=7)

    mcts.search(Race(goal=7), 25, random.Random(3), determinize=determinize)
    assert len(samples) == 25


def test_a_time_limit_stops_the_search_after_at_least_one_iteration() -> None:
    move = mcts.search(Race(goal=40), 10**9, random.Random(1), time_limit=0.0)
    assert move in Race(goal=40).legal_moves()


def test_easy_is_a_seeded_random_legal_move() -> None:
    game = Race(players=3, goal=20)
    seen = set()
    for seed in range(30):
        move = bots.choose(game, "easy", seed)
        assert move == bots.choose(game, "easy", seed)
        seen.add(move)
    assert seen == set(game.legal_moves())


def test_the_move_number_is_mixed_into_the_seed() -> None:
    game = Race(goal=100)
    player = bots.make("tsuro", "easy", seed=5)
    moves = []
    while not game.is_over():
        moves.append(game.play(player(game)))
    assert len(set(moves)) > 1


def test_bad_requests_are_refused_with_a_reason() -> None:
    game = Race()
    with pytest.raises(ValueError, match="unknown level"):
        bots.choose(game, "wizard", 1)
    with pytest.raises(ValueError, match="no medium computer player"):
        bots.choose(game, "medium", 1)
    with pytest.raises(ValueError, match="no hard computer player"):
        bots.choose(game, "hard", 1)
    with pytest.raises(ValueError, match="unknown game"):
        bots.make("chess", "easy", 1)
    with pytest.raises(ValueError, match="unknown level"):
        bots.make("tsuro", "ultra", 1)
    for move in ("add 3", "add 3", "add 3", "add 1"):
        game.play(move)
    with pytest.raises(ValueError, match="over"):
        bots.choose(game, "easy", 1)


def test_win_shares_split_a_shared_win() -> None:
    game = Race(goal=1)
    game.play("add 1")
    assert mcts.win_shares(game) == {0: 1.0}
    game.winners = lambda: [0, 2, 1]  # type: ignore[method-assign]
    assert mcts.win_shares(game) == pytest.approx({0: 1 / 3, 1: 1 / 3, 2: 1 / 3})


def test_seated_reads_a_table_of_humans_and_computers() -> None:
    from game import tsuro

    game = tsuro.new_game(4, seed=2)
    computers = bots.seated(game, "human, Easy,medium,hard", seed=3)
    assert sorted(computers) == [1, 2, 3]
    with pytest.raises(ValueError, match="3 seats given for 4 players"):
        bots.seated(game, "human,easy,hard")
    with pytest.raises(ValueError, match="not 'robot'"):
        bots.seated(game, "human,easy,hard,robot")


def test_the_terminal_games_take_computer_seats() -> None:
    from game.shangrila import cli as shangrila_cli
    from game.tsuro import cli as tsuro_cli

    for main, argv in (
        (tsuro_cli.main, ["--players", "3", "--seats", "easy,medium,easy", "--seed", "2"]),
        (shangrila_cli.main, ["--players", "rby", "--seats", "easy,easy,easy", "--seed", "2"]),
    ):
        lines: list[str] = []
        assert main(argv, read=lambda _: "quit", write=lines.append) == 0
        assert any(line.startswith("Game over") for line in lines)


def test_a_search_run_in_steps_finds_what_one_run_finds() -> None:
    from game import shangrila, tsuro

    for game in (tsuro.new_game(3, seed=4), shangrila.new_game("rby", start="random", seed=4)):
        whole = bots.search(game, seed=9)
        whole.run(60)
        steps = bots.search(game, seed=9)
        for _ in range(6):
            steps.run(10)
        assert steps.done == whole.done == 60
        assert steps.best() == whole.best()
        assert whole.best() == bots.choose(game, "hard", 9, iterations=60, parts=1)
        assert steps.chances() == whole.chances()
        assert sum(whole.chances().values()) == pytest.approx(1.0)


def test_hard_adds_up_its_parts_whoever_runs_them() -> None:
    from game import shangrila, tsuro

    for game in (tsuro.new_game(4, seed=5), shangrila.new_game("rbyv", start="random", seed=5)):
        trees = [bots.search(game, 9, part) for part in range(4)]
        for part, tree in enumerate(trees):
            tree.run(bots.share(100, 4, part))
        merged = mcts.merge([tree.tally() for tree in trees])
        assert merged.done == 100 == sum(merged.visits)
        assert merged.best() == bots.choose(game, "hard", 9, iterations=100, parts=4)
        assert len({tuple(tree.tally().visits) for tree in trees}) > 1  # seeds of their own
        back = [mcts.Tally.from_json(json.loads(json.dumps(t.tally().as_json()))) for t in trees]
        assert mcts.merge(back) == merged


def test_tallies_of_other_positions_do_not_merge() -> None:
    from game import tsuro

    one, two = (bots.search(tsuro.new_game(2, seed=s), 1).tally() for s in (1, 2))
    with pytest.raises(ValueError, match="different positions"):
        mcts.merge([one, mcts.Tally(["x"], [1], [0.5], 1, [0.5, 0.5])])
    with pytest.raises(ValueError, match="no tally"):
        mcts.merge([])
    with pytest.raises(ValueError, match="differ in length"):
        mcts.Tally.from_json({**one.as_json(), "visits": [1]})
    with pytest.raises(ValueError, match="not a search"):
        mcts.Tally.from_json({"moves": []})
    assert two.chances() == [0.5, 0.5]


def test_a_search_stops_at_its_deadline_after_one_round() -> None:
    from game import tsuro

    tree = bots.search(tsuro.new_game(2, seed=1), seed=1)
    assert list(tree.chances().values()) == [0.5, 0.5]
    assert tree.run(10**9, deadline=0.0) == 1
