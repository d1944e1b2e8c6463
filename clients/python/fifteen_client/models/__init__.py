"""Contains all the data models used in inputs/outputs"""

from .after_move import AfterMove
from .analysis import Analysis
from .analysis_batch import AnalysisBatch
from .analysis_batch_request import AnalysisBatchRequest
from .analysis_request import AnalysisRequest
from .batch_problem import BatchProblem
from .direction import Direction
from .equation import Equation
from .equation_bonus import EquationBonus
from .exchange import Exchange
from .game_state import GameState
from .health import Health
from .line_rule import LineRule
from .math_scrabble_board_info import MathScrabbleBoardInfo
from .math_scrabble_end import MathScrabbleEnd
from .math_scrabble_end_reason import MathScrabbleEndReason
from .math_scrabble_game import MathScrabbleGame
from .math_scrabble_game_request import MathScrabbleGameRequest
from .math_scrabble_move import MathScrabbleMove
from .math_scrabble_moves import MathScrabbleMoves
from .math_scrabble_moves_request import MathScrabbleMovesRequest
from .math_scrabble_pass import MathScrabblePass
from .math_scrabble_position import MathScrabblePosition
from .math_scrabble_score_request import MathScrabbleScoreRequest
from .math_scrabble_scored import MathScrabbleScored
from .math_scrabble_seat import MathScrabbleSeat
from .math_scrabble_seat_request import MathScrabbleSeatRequest
from .math_scrabble_seat_request_opponent import MathScrabbleSeatRequestOpponent
from .math_scrabble_seat_turn import MathScrabbleSeatTurn
from .math_scrabble_seat_turn_kind import MathScrabbleSeatTurnKind
from .math_scrabble_turn import MathScrabbleTurn
from .math_scrabble_turn_kind import MathScrabbleTurnKind
from .math_scrabble_validate_request import MathScrabbleValidateRequest
from .math_scrabble_verdict import MathScrabbleVerdict
from .move import Move
from .move_batch import MoveBatch
from .move_batch_request import MoveBatchRequest
from .move_request import MoveRequest
from .move_response import MoveResponse
from .move_value import MoveValue
from .numbers import Numbers
from .others_reading import OthersReading
from .outcome import Outcome
from .pick import Pick
from .pick_15_analysis import Pick15Analysis
from .pick_15_board import Pick15Board
from .pick_15_game import Pick15Game
from .pick_15_game_request import Pick15GameRequest
from .pick_15_move_request import Pick15MoveRequest
from .pick_15_move_response import Pick15MoveResponse
from .pick_15_request import Pick15Request
from .pick_15_status import Pick15Status
from .pick_value import PickValue
from .picks import Picks
from .placed import Placed
from .placement import Placement
from .play_ranking import PlayRanking
from .player import Player
from .position_request import PositionRequest
from .premium_square import PremiumSquare
from .premium_square_premium import PremiumSquarePremium
from .problem import Problem
from .problem_errors import ProblemErrors
from .record_request import RecordRequest
from .redis_state import RedisState
from .rule_name import RuleName
from .rule_set import RuleSet
from .rule_set_size import RuleSetSize
from .rules_list import RulesList
from .side import Side
from .solve_request import SolveRequest
from .solve_status import SolveStatus
from .solve_status_state import SolveStatusState
from .status import Status
from .status_batch import StatusBatch
from .status_batch_request import StatusBatchRequest
from .status_request import StatusRequest
from .sum_15_card_value import Sum15CardValue
from .sum_15_game import Sum15Game
from .sum_15_game_request import Sum15GameRequest
from .sum_15_house_rules import Sum15HouseRules
from .sum_15_move_request import Sum15MoveRequest
from .sum_15_reason import Sum15Reason
from .sum_15_resolve import Sum15Resolve
from .sum_15_resolve_request import Sum15ResolveRequest
from .sum_15_rules_in_force import Sum15RulesInForce
from .sum_15_seat import Sum15Seat
from .sum_15_seat_request import Sum15SeatRequest
from .sum_15_seat_request_others import Sum15SeatRequestOthers
from .sum_15_suggestion import Sum15Suggestion
from .sum_15_suggestion_styles_item import Sum15SuggestionStylesItem
from .sum_15_turn import Sum15Turn
from .table_state import TableState
from .table_states import TableStates
from .tic_tac_toe_game import TicTacToeGame
from .tic_tac_toe_game_request import TicTacToeGameRequest
from .tile_kind import TileKind

__all__ = (
    "AfterMove",
    "Analysis",
    "AnalysisBatch",
    "AnalysisBatchRequest",
    "AnalysisRequest",
    "BatchProblem",
    "Direction",
    "Equation",
    "EquationBonus",
    "Exchange",
    "GameState",
    "Health",
    "LineRule",
    "MathScrabbleBoardInfo",
    "MathScrabbleEnd",
    "MathScrabbleEndReason",
    "MathScrabbleGame",
    "MathScrabbleGameRequest",
    "MathScrabbleMove",
    "MathScrabbleMoves",
    "MathScrabbleMovesRequest",
    "MathScrabblePass",
    "MathScrabblePosition",
    "MathScrabbleScored",
    "MathScrabbleScoreRequest",
    "MathScrabbleSeat",
    "MathScrabbleSeatRequest",
    "MathScrabbleSeatRequestOpponent",
    "MathScrabbleSeatTurn",
    "MathScrabbleSeatTurnKind",
    "MathScrabbleTurn",
    "MathScrabbleTurnKind",
    "MathScrabbleValidateRequest",
    "MathScrabbleVerdict",
    "Move",
    "MoveBatch",
    "MoveBatchRequest",
    "MoveRequest",
    "MoveResponse",
    "MoveValue",
    "Numbers",
    "OthersReading",
    "Outcome",
    "Pick",
    "Pick15Analysis",
    "Pick15Board",
    "Pick15Game",
    "Pick15GameRequest",
    "Pick15MoveRequest",
    "Pick15MoveResponse",
    "Pick15Request",
    "Pick15Status",
    "Picks",
    "PickValue",
    "Placed",
    "Placement",
    "Player",
    "PlayRanking",
    "PositionRequest",
    "PremiumSquare",
    "PremiumSquarePremium",
    "Problem",
    "ProblemErrors",
    "RecordRequest",
    "RedisState",
    "RuleName",
    "RuleSet",
    "RuleSetSize",
    "RulesList",
    "Side",
    "SolveRequest",
    "SolveStatus",
    "SolveStatusState",
    "Status",
    "StatusBatch",
    "StatusBatchRequest",
    "StatusRequest",
    "Sum15CardValue",
    "Sum15Game",
    "Sum15GameRequest",
    "Sum15HouseRules",
    "Sum15MoveRequest",
    "Sum15Reason",
    "Sum15Resolve",
    "Sum15ResolveRequest",
    "Sum15RulesInForce",
    "Sum15Seat",
    "Sum15SeatRequest",
    "Sum15SeatRequestOthers",
    "Sum15Suggestion",
    "Sum15SuggestionStylesItem",
    "Sum15Turn",
    "TableState",
    "TableStates",
    "TicTacToeGame",
    "TicTacToeGameRequest",
    "TileKind",
)
