*SENSE:Minimize
NAME          first_window_reposition
ROWS
 N  OBJ
 E  conserve_0_0
 E  conserve_0_1
 E  conserve_0_2
 E  conserve_0_3
 E  conserve_0_4
 E  conserve_0_5
 E  conserve_1_0
 E  conserve_1_1
 E  conserve_1_2
 E  conserve_1_3
 E  conserve_1_4
 E  conserve_1_5
 E  conserve_2_0
 E  conserve_2_1
 E  conserve_2_2
 E  conserve_2_3
 E  conserve_2_4
 E  conserve_2_5
 E  conserve_3_0
 E  conserve_3_1
 E  conserve_3_2
 E  conserve_3_3
 E  conserve_3_4
 E  conserve_3_5
 E  conserve_4_0
 E  conserve_4_1
 E  conserve_4_2
 E  conserve_4_3
 E  conserve_4_4
 E  conserve_4_5
 E  conserve_5_0
 E  conserve_5_1
 E  conserve_5_2
 E  conserve_5_3
 E  conserve_5_4
 E  conserve_5_5
 E  conserve_6_0
 E  conserve_6_1
 E  conserve_6_2
 E  conserve_6_3
 E  conserve_6_4
 E  conserve_6_5
 E  conserve_7_0
 E  conserve_7_2
 E  conserve_7_3
 E  conserve_7_4
 E  conserve_7_5
 E  size_eligible_0
 L  eligible_0_0
 L  eligible_0_1
 L  eligible_0_2
 L  eligible_0_3
 L  eligible_0_4
 L  eligible_0_5
 E  size_eligible_1
 L  eligible_1_0
 L  eligible_1_1
 L  eligible_1_2
 L  eligible_1_3
 L  eligible_1_4
 L  eligible_1_5
 E  size_eligible_2
 L  eligible_2_0
 L  eligible_2_1
 L  eligible_2_2
 L  eligible_2_3
 L  eligible_2_4
 L  eligible_2_5
 E  size_eligible_3
 L  eligible_3_0
 L  eligible_3_1
 L  eligible_3_2
 L  eligible_3_3
 L  eligible_3_4
 L  eligible_3_5
 E  size_eligible_4
 L  eligible_4_0
 L  eligible_4_1
 L  eligible_4_2
 L  eligible_4_3
 L  eligible_4_4
 L  eligible_4_5
 E  size_eligible_5
 L  eligible_5_0
 L  eligible_5_1
 L  eligible_5_2
 L  eligible_5_3
 L  eligible_5_4
 L  eligible_5_5
 E  size_eligible_6
 L  eligible_6_0
 L  eligible_6_1
 L  eligible_6_2
 L  eligible_6_3
 L  eligible_6_4
 L  eligible_6_5
 E  size_eligible_7
 L  eligible_7_0
 L  eligible_7_1
 L  eligible_7_2
 L  eligible_7_3
 L  eligible_7_4
 L  eligible_7_5
COLUMNS
    MARK      'MARKER'                 'INTORG'
    moved_0_0_0  conserve_0_0   1.000000000000e+00
    moved_0_0_0  size_eligible_0  -1.000000000000e+00
    moved_0_0_0  eligible_0_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_0_1  conserve_0_1   1.000000000000e+00
    moved_0_0_1  size_eligible_0  -1.000000000000e+00
    moved_0_0_1  eligible_0_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_0_2  conserve_0_2   1.000000000000e+00
    moved_0_0_2  size_eligible_0  -1.000000000000e+00
    moved_0_0_2  eligible_0_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_0_3  conserve_0_3   1.000000000000e+00
    moved_0_0_3  size_eligible_0  -1.000000000000e+00
    moved_0_0_3  eligible_0_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_0_4  conserve_0_4   1.000000000000e+00
    moved_0_0_4  size_eligible_0  -1.000000000000e+00
    moved_0_0_4  eligible_0_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_0_5  conserve_0_5   1.000000000000e+00
    moved_0_0_5  size_eligible_0  -1.000000000000e+00
    moved_0_0_5  eligible_0_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_0  conserve_0_0   1.000000000000e+00
    moved_0_1_0  size_eligible_1  -1.000000000000e+00
    moved_0_1_0  eligible_1_0   3.000000000000e+00
    moved_0_1_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_1  conserve_0_1   1.000000000000e+00
    moved_0_1_1  size_eligible_1  -1.000000000000e+00
    moved_0_1_1  eligible_1_1   3.000000000000e+00
    moved_0_1_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_2  conserve_0_2   1.000000000000e+00
    moved_0_1_2  size_eligible_1  -1.000000000000e+00
    moved_0_1_2  eligible_1_2   3.000000000000e+00
    moved_0_1_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_3  conserve_0_3   1.000000000000e+00
    moved_0_1_3  size_eligible_1  -1.000000000000e+00
    moved_0_1_3  eligible_1_3   3.000000000000e+00
    moved_0_1_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_4  conserve_0_4   1.000000000000e+00
    moved_0_1_4  size_eligible_1  -1.000000000000e+00
    moved_0_1_4  eligible_1_4   3.000000000000e+00
    moved_0_1_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_1_5  conserve_0_5   1.000000000000e+00
    moved_0_1_5  size_eligible_1  -1.000000000000e+00
    moved_0_1_5  eligible_1_5   3.000000000000e+00
    moved_0_1_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_0  conserve_0_0   1.000000000000e+00
    moved_0_2_0  size_eligible_2  -1.000000000000e+00
    moved_0_2_0  eligible_2_0   3.000000000000e+00
    moved_0_2_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_1  conserve_0_1   1.000000000000e+00
    moved_0_2_1  size_eligible_2  -1.000000000000e+00
    moved_0_2_1  eligible_2_1   3.000000000000e+00
    moved_0_2_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_2  conserve_0_2   1.000000000000e+00
    moved_0_2_2  size_eligible_2  -1.000000000000e+00
    moved_0_2_2  eligible_2_2   3.000000000000e+00
    moved_0_2_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_3  conserve_0_3   1.000000000000e+00
    moved_0_2_3  size_eligible_2  -1.000000000000e+00
    moved_0_2_3  eligible_2_3   3.000000000000e+00
    moved_0_2_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_4  conserve_0_4   1.000000000000e+00
    moved_0_2_4  size_eligible_2  -1.000000000000e+00
    moved_0_2_4  eligible_2_4   3.000000000000e+00
    moved_0_2_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_2_5  conserve_0_5   1.000000000000e+00
    moved_0_2_5  size_eligible_2  -1.000000000000e+00
    moved_0_2_5  eligible_2_5   3.000000000000e+00
    moved_0_2_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_0  conserve_0_0   1.000000000000e+00
    moved_0_3_0  size_eligible_3  -1.000000000000e+00
    moved_0_3_0  eligible_3_0   3.000000000000e+00
    moved_0_3_0  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_1  conserve_0_1   1.000000000000e+00
    moved_0_3_1  size_eligible_3  -1.000000000000e+00
    moved_0_3_1  eligible_3_1   3.000000000000e+00
    moved_0_3_1  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_2  conserve_0_2   1.000000000000e+00
    moved_0_3_2  size_eligible_3  -1.000000000000e+00
    moved_0_3_2  eligible_3_2   3.000000000000e+00
    moved_0_3_2  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_3  conserve_0_3   1.000000000000e+00
    moved_0_3_3  size_eligible_3  -1.000000000000e+00
    moved_0_3_3  eligible_3_3   3.000000000000e+00
    moved_0_3_3  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_4  conserve_0_4   1.000000000000e+00
    moved_0_3_4  size_eligible_3  -1.000000000000e+00
    moved_0_3_4  eligible_3_4   3.000000000000e+00
    moved_0_3_4  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_3_5  conserve_0_5   1.000000000000e+00
    moved_0_3_5  size_eligible_3  -1.000000000000e+00
    moved_0_3_5  eligible_3_5   3.000000000000e+00
    moved_0_3_5  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_0  conserve_0_0   1.000000000000e+00
    moved_0_4_0  size_eligible_4  -1.000000000000e+00
    moved_0_4_0  eligible_4_0   3.000000000000e+00
    moved_0_4_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_1  conserve_0_1   1.000000000000e+00
    moved_0_4_1  size_eligible_4  -1.000000000000e+00
    moved_0_4_1  eligible_4_1   3.000000000000e+00
    moved_0_4_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_2  conserve_0_2   1.000000000000e+00
    moved_0_4_2  size_eligible_4  -1.000000000000e+00
    moved_0_4_2  eligible_4_2   3.000000000000e+00
    moved_0_4_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_3  conserve_0_3   1.000000000000e+00
    moved_0_4_3  size_eligible_4  -1.000000000000e+00
    moved_0_4_3  eligible_4_3   3.000000000000e+00
    moved_0_4_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_4  conserve_0_4   1.000000000000e+00
    moved_0_4_4  size_eligible_4  -1.000000000000e+00
    moved_0_4_4  eligible_4_4   3.000000000000e+00
    moved_0_4_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_4_5  conserve_0_5   1.000000000000e+00
    moved_0_4_5  size_eligible_4  -1.000000000000e+00
    moved_0_4_5  eligible_4_5   3.000000000000e+00
    moved_0_4_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_0  conserve_0_0   1.000000000000e+00
    moved_0_5_0  size_eligible_5  -1.000000000000e+00
    moved_0_5_0  eligible_5_0   3.000000000000e+00
    moved_0_5_0  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_1  conserve_0_1   1.000000000000e+00
    moved_0_5_1  size_eligible_5  -1.000000000000e+00
    moved_0_5_1  eligible_5_1   3.000000000000e+00
    moved_0_5_1  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_2  conserve_0_2   1.000000000000e+00
    moved_0_5_2  size_eligible_5  -1.000000000000e+00
    moved_0_5_2  eligible_5_2   3.000000000000e+00
    moved_0_5_2  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_3  conserve_0_3   1.000000000000e+00
    moved_0_5_3  size_eligible_5  -1.000000000000e+00
    moved_0_5_3  eligible_5_3   3.000000000000e+00
    moved_0_5_3  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_4  conserve_0_4   1.000000000000e+00
    moved_0_5_4  size_eligible_5  -1.000000000000e+00
    moved_0_5_4  eligible_5_4   3.000000000000e+00
    moved_0_5_4  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_5_5  conserve_0_5   1.000000000000e+00
    moved_0_5_5  size_eligible_5  -1.000000000000e+00
    moved_0_5_5  eligible_5_5   3.000000000000e+00
    moved_0_5_5  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_0  conserve_0_0   1.000000000000e+00
    moved_0_6_0  size_eligible_6  -1.000000000000e+00
    moved_0_6_0  eligible_6_0   3.000000000000e+00
    moved_0_6_0  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_1  conserve_0_1   1.000000000000e+00
    moved_0_6_1  size_eligible_6  -1.000000000000e+00
    moved_0_6_1  eligible_6_1   3.000000000000e+00
    moved_0_6_1  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_2  conserve_0_2   1.000000000000e+00
    moved_0_6_2  size_eligible_6  -1.000000000000e+00
    moved_0_6_2  eligible_6_2   3.000000000000e+00
    moved_0_6_2  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_3  conserve_0_3   1.000000000000e+00
    moved_0_6_3  size_eligible_6  -1.000000000000e+00
    moved_0_6_3  eligible_6_3   3.000000000000e+00
    moved_0_6_3  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_4  conserve_0_4   1.000000000000e+00
    moved_0_6_4  size_eligible_6  -1.000000000000e+00
    moved_0_6_4  eligible_6_4   3.000000000000e+00
    moved_0_6_4  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_6_5  conserve_0_5   1.000000000000e+00
    moved_0_6_5  size_eligible_6  -1.000000000000e+00
    moved_0_6_5  eligible_6_5   3.000000000000e+00
    moved_0_6_5  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_0  conserve_0_0   1.000000000000e+00
    moved_0_7_0  size_eligible_7  -1.000000000000e+00
    moved_0_7_0  eligible_7_0   3.000000000000e+00
    moved_0_7_0  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_1  conserve_0_1   1.000000000000e+00
    moved_0_7_1  size_eligible_7  -1.000000000000e+00
    moved_0_7_1  eligible_7_1   3.000000000000e+00
    moved_0_7_1  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_2  conserve_0_2   1.000000000000e+00
    moved_0_7_2  size_eligible_7  -1.000000000000e+00
    moved_0_7_2  eligible_7_2   3.000000000000e+00
    moved_0_7_2  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_3  conserve_0_3   1.000000000000e+00
    moved_0_7_3  size_eligible_7  -1.000000000000e+00
    moved_0_7_3  eligible_7_3   3.000000000000e+00
    moved_0_7_3  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_4  conserve_0_4   1.000000000000e+00
    moved_0_7_4  size_eligible_7  -1.000000000000e+00
    moved_0_7_4  eligible_7_4   3.000000000000e+00
    moved_0_7_4  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_0_7_5  conserve_0_5   1.000000000000e+00
    moved_0_7_5  size_eligible_7  -1.000000000000e+00
    moved_0_7_5  eligible_7_5   3.000000000000e+00
    moved_0_7_5  OBJ        7.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_0  conserve_1_0   1.000000000000e+00
    moved_1_1_0  size_eligible_1  -1.000000000000e+00
    moved_1_1_0  eligible_1_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_1  conserve_1_1   1.000000000000e+00
    moved_1_1_1  size_eligible_1  -1.000000000000e+00
    moved_1_1_1  eligible_1_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_2  conserve_1_2   1.000000000000e+00
    moved_1_1_2  size_eligible_1  -1.000000000000e+00
    moved_1_1_2  eligible_1_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_3  conserve_1_3   1.000000000000e+00
    moved_1_1_3  size_eligible_1  -1.000000000000e+00
    moved_1_1_3  eligible_1_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_4  conserve_1_4   1.000000000000e+00
    moved_1_1_4  size_eligible_1  -1.000000000000e+00
    moved_1_1_4  eligible_1_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_1_5  conserve_1_5   1.000000000000e+00
    moved_1_1_5  size_eligible_1  -1.000000000000e+00
    moved_1_1_5  eligible_1_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_0  conserve_1_0   1.000000000000e+00
    moved_1_2_0  size_eligible_2  -1.000000000000e+00
    moved_1_2_0  eligible_2_0   3.000000000000e+00
    moved_1_2_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_1  conserve_1_1   1.000000000000e+00
    moved_1_2_1  size_eligible_2  -1.000000000000e+00
    moved_1_2_1  eligible_2_1   3.000000000000e+00
    moved_1_2_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_2  conserve_1_2   1.000000000000e+00
    moved_1_2_2  size_eligible_2  -1.000000000000e+00
    moved_1_2_2  eligible_2_2   3.000000000000e+00
    moved_1_2_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_3  conserve_1_3   1.000000000000e+00
    moved_1_2_3  size_eligible_2  -1.000000000000e+00
    moved_1_2_3  eligible_2_3   3.000000000000e+00
    moved_1_2_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_4  conserve_1_4   1.000000000000e+00
    moved_1_2_4  size_eligible_2  -1.000000000000e+00
    moved_1_2_4  eligible_2_4   3.000000000000e+00
    moved_1_2_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_2_5  conserve_1_5   1.000000000000e+00
    moved_1_2_5  size_eligible_2  -1.000000000000e+00
    moved_1_2_5  eligible_2_5   3.000000000000e+00
    moved_1_2_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_0  conserve_1_0   1.000000000000e+00
    moved_1_3_0  size_eligible_3  -1.000000000000e+00
    moved_1_3_0  eligible_3_0   3.000000000000e+00
    moved_1_3_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_1  conserve_1_1   1.000000000000e+00
    moved_1_3_1  size_eligible_3  -1.000000000000e+00
    moved_1_3_1  eligible_3_1   3.000000000000e+00
    moved_1_3_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_2  conserve_1_2   1.000000000000e+00
    moved_1_3_2  size_eligible_3  -1.000000000000e+00
    moved_1_3_2  eligible_3_2   3.000000000000e+00
    moved_1_3_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_3  conserve_1_3   1.000000000000e+00
    moved_1_3_3  size_eligible_3  -1.000000000000e+00
    moved_1_3_3  eligible_3_3   3.000000000000e+00
    moved_1_3_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_4  conserve_1_4   1.000000000000e+00
    moved_1_3_4  size_eligible_3  -1.000000000000e+00
    moved_1_3_4  eligible_3_4   3.000000000000e+00
    moved_1_3_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_3_5  conserve_1_5   1.000000000000e+00
    moved_1_3_5  size_eligible_3  -1.000000000000e+00
    moved_1_3_5  eligible_3_5   3.000000000000e+00
    moved_1_3_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_0  conserve_1_0   1.000000000000e+00
    moved_1_4_0  size_eligible_4  -1.000000000000e+00
    moved_1_4_0  eligible_4_0   3.000000000000e+00
    moved_1_4_0  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_1  conserve_1_1   1.000000000000e+00
    moved_1_4_1  size_eligible_4  -1.000000000000e+00
    moved_1_4_1  eligible_4_1   3.000000000000e+00
    moved_1_4_1  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_2  conserve_1_2   1.000000000000e+00
    moved_1_4_2  size_eligible_4  -1.000000000000e+00
    moved_1_4_2  eligible_4_2   3.000000000000e+00
    moved_1_4_2  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_3  conserve_1_3   1.000000000000e+00
    moved_1_4_3  size_eligible_4  -1.000000000000e+00
    moved_1_4_3  eligible_4_3   3.000000000000e+00
    moved_1_4_3  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_4  conserve_1_4   1.000000000000e+00
    moved_1_4_4  size_eligible_4  -1.000000000000e+00
    moved_1_4_4  eligible_4_4   3.000000000000e+00
    moved_1_4_4  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_4_5  conserve_1_5   1.000000000000e+00
    moved_1_4_5  size_eligible_4  -1.000000000000e+00
    moved_1_4_5  eligible_4_5   3.000000000000e+00
    moved_1_4_5  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_0  conserve_1_0   1.000000000000e+00
    moved_1_5_0  size_eligible_5  -1.000000000000e+00
    moved_1_5_0  eligible_5_0   3.000000000000e+00
    moved_1_5_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_1  conserve_1_1   1.000000000000e+00
    moved_1_5_1  size_eligible_5  -1.000000000000e+00
    moved_1_5_1  eligible_5_1   3.000000000000e+00
    moved_1_5_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_2  conserve_1_2   1.000000000000e+00
    moved_1_5_2  size_eligible_5  -1.000000000000e+00
    moved_1_5_2  eligible_5_2   3.000000000000e+00
    moved_1_5_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_3  conserve_1_3   1.000000000000e+00
    moved_1_5_3  size_eligible_5  -1.000000000000e+00
    moved_1_5_3  eligible_5_3   3.000000000000e+00
    moved_1_5_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_4  conserve_1_4   1.000000000000e+00
    moved_1_5_4  size_eligible_5  -1.000000000000e+00
    moved_1_5_4  eligible_5_4   3.000000000000e+00
    moved_1_5_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_5_5  conserve_1_5   1.000000000000e+00
    moved_1_5_5  size_eligible_5  -1.000000000000e+00
    moved_1_5_5  eligible_5_5   3.000000000000e+00
    moved_1_5_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_0  conserve_1_0   1.000000000000e+00
    moved_1_6_0  size_eligible_6  -1.000000000000e+00
    moved_1_6_0  eligible_6_0   3.000000000000e+00
    moved_1_6_0  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_1  conserve_1_1   1.000000000000e+00
    moved_1_6_1  size_eligible_6  -1.000000000000e+00
    moved_1_6_1  eligible_6_1   3.000000000000e+00
    moved_1_6_1  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_2  conserve_1_2   1.000000000000e+00
    moved_1_6_2  size_eligible_6  -1.000000000000e+00
    moved_1_6_2  eligible_6_2   3.000000000000e+00
    moved_1_6_2  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_3  conserve_1_3   1.000000000000e+00
    moved_1_6_3  size_eligible_6  -1.000000000000e+00
    moved_1_6_3  eligible_6_3   3.000000000000e+00
    moved_1_6_3  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_4  conserve_1_4   1.000000000000e+00
    moved_1_6_4  size_eligible_6  -1.000000000000e+00
    moved_1_6_4  eligible_6_4   3.000000000000e+00
    moved_1_6_4  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_6_5  conserve_1_5   1.000000000000e+00
    moved_1_6_5  size_eligible_6  -1.000000000000e+00
    moved_1_6_5  eligible_6_5   3.000000000000e+00
    moved_1_6_5  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_0  conserve_1_0   1.000000000000e+00
    moved_1_7_0  size_eligible_7  -1.000000000000e+00
    moved_1_7_0  eligible_7_0   3.000000000000e+00
    moved_1_7_0  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_1  conserve_1_1   1.000000000000e+00
    moved_1_7_1  size_eligible_7  -1.000000000000e+00
    moved_1_7_1  eligible_7_1   3.000000000000e+00
    moved_1_7_1  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_2  conserve_1_2   1.000000000000e+00
    moved_1_7_2  size_eligible_7  -1.000000000000e+00
    moved_1_7_2  eligible_7_2   3.000000000000e+00
    moved_1_7_2  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_3  conserve_1_3   1.000000000000e+00
    moved_1_7_3  size_eligible_7  -1.000000000000e+00
    moved_1_7_3  eligible_7_3   3.000000000000e+00
    moved_1_7_3  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_4  conserve_1_4   1.000000000000e+00
    moved_1_7_4  size_eligible_7  -1.000000000000e+00
    moved_1_7_4  eligible_7_4   3.000000000000e+00
    moved_1_7_4  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_1_7_5  conserve_1_5   1.000000000000e+00
    moved_1_7_5  size_eligible_7  -1.000000000000e+00
    moved_1_7_5  eligible_7_5   3.000000000000e+00
    moved_1_7_5  OBJ        6.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_0  conserve_2_0   1.000000000000e+00
    moved_2_2_0  size_eligible_2  -1.000000000000e+00
    moved_2_2_0  eligible_2_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_1  conserve_2_1   1.000000000000e+00
    moved_2_2_1  size_eligible_2  -1.000000000000e+00
    moved_2_2_1  eligible_2_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_2  conserve_2_2   1.000000000000e+00
    moved_2_2_2  size_eligible_2  -1.000000000000e+00
    moved_2_2_2  eligible_2_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_3  conserve_2_3   1.000000000000e+00
    moved_2_2_3  size_eligible_2  -1.000000000000e+00
    moved_2_2_3  eligible_2_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_4  conserve_2_4   1.000000000000e+00
    moved_2_2_4  size_eligible_2  -1.000000000000e+00
    moved_2_2_4  eligible_2_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_2_5  conserve_2_5   1.000000000000e+00
    moved_2_2_5  size_eligible_2  -1.000000000000e+00
    moved_2_2_5  eligible_2_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_0  conserve_2_0   1.000000000000e+00
    moved_2_3_0  size_eligible_3  -1.000000000000e+00
    moved_2_3_0  eligible_3_0   3.000000000000e+00
    moved_2_3_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_1  conserve_2_1   1.000000000000e+00
    moved_2_3_1  size_eligible_3  -1.000000000000e+00
    moved_2_3_1  eligible_3_1   3.000000000000e+00
    moved_2_3_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_2  conserve_2_2   1.000000000000e+00
    moved_2_3_2  size_eligible_3  -1.000000000000e+00
    moved_2_3_2  eligible_3_2   3.000000000000e+00
    moved_2_3_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_3  conserve_2_3   1.000000000000e+00
    moved_2_3_3  size_eligible_3  -1.000000000000e+00
    moved_2_3_3  eligible_3_3   3.000000000000e+00
    moved_2_3_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_4  conserve_2_4   1.000000000000e+00
    moved_2_3_4  size_eligible_3  -1.000000000000e+00
    moved_2_3_4  eligible_3_4   3.000000000000e+00
    moved_2_3_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_3_5  conserve_2_5   1.000000000000e+00
    moved_2_3_5  size_eligible_3  -1.000000000000e+00
    moved_2_3_5  eligible_3_5   3.000000000000e+00
    moved_2_3_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_0  conserve_2_0   1.000000000000e+00
    moved_2_4_0  size_eligible_4  -1.000000000000e+00
    moved_2_4_0  eligible_4_0   3.000000000000e+00
    moved_2_4_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_1  conserve_2_1   1.000000000000e+00
    moved_2_4_1  size_eligible_4  -1.000000000000e+00
    moved_2_4_1  eligible_4_1   3.000000000000e+00
    moved_2_4_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_2  conserve_2_2   1.000000000000e+00
    moved_2_4_2  size_eligible_4  -1.000000000000e+00
    moved_2_4_2  eligible_4_2   3.000000000000e+00
    moved_2_4_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_3  conserve_2_3   1.000000000000e+00
    moved_2_4_3  size_eligible_4  -1.000000000000e+00
    moved_2_4_3  eligible_4_3   3.000000000000e+00
    moved_2_4_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_4  conserve_2_4   1.000000000000e+00
    moved_2_4_4  size_eligible_4  -1.000000000000e+00
    moved_2_4_4  eligible_4_4   3.000000000000e+00
    moved_2_4_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_4_5  conserve_2_5   1.000000000000e+00
    moved_2_4_5  size_eligible_4  -1.000000000000e+00
    moved_2_4_5  eligible_4_5   3.000000000000e+00
    moved_2_4_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_0  conserve_2_0   1.000000000000e+00
    moved_2_5_0  size_eligible_5  -1.000000000000e+00
    moved_2_5_0  eligible_5_0   3.000000000000e+00
    moved_2_5_0  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_1  conserve_2_1   1.000000000000e+00
    moved_2_5_1  size_eligible_5  -1.000000000000e+00
    moved_2_5_1  eligible_5_1   3.000000000000e+00
    moved_2_5_1  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_2  conserve_2_2   1.000000000000e+00
    moved_2_5_2  size_eligible_5  -1.000000000000e+00
    moved_2_5_2  eligible_5_2   3.000000000000e+00
    moved_2_5_2  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_3  conserve_2_3   1.000000000000e+00
    moved_2_5_3  size_eligible_5  -1.000000000000e+00
    moved_2_5_3  eligible_5_3   3.000000000000e+00
    moved_2_5_3  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_4  conserve_2_4   1.000000000000e+00
    moved_2_5_4  size_eligible_5  -1.000000000000e+00
    moved_2_5_4  eligible_5_4   3.000000000000e+00
    moved_2_5_4  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_5_5  conserve_2_5   1.000000000000e+00
    moved_2_5_5  size_eligible_5  -1.000000000000e+00
    moved_2_5_5  eligible_5_5   3.000000000000e+00
    moved_2_5_5  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_0  conserve_2_0   1.000000000000e+00
    moved_2_6_0  size_eligible_6  -1.000000000000e+00
    moved_2_6_0  eligible_6_0   3.000000000000e+00
    moved_2_6_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_1  conserve_2_1   1.000000000000e+00
    moved_2_6_1  size_eligible_6  -1.000000000000e+00
    moved_2_6_1  eligible_6_1   3.000000000000e+00
    moved_2_6_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_2  conserve_2_2   1.000000000000e+00
    moved_2_6_2  size_eligible_6  -1.000000000000e+00
    moved_2_6_2  eligible_6_2   3.000000000000e+00
    moved_2_6_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_3  conserve_2_3   1.000000000000e+00
    moved_2_6_3  size_eligible_6  -1.000000000000e+00
    moved_2_6_3  eligible_6_3   3.000000000000e+00
    moved_2_6_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_4  conserve_2_4   1.000000000000e+00
    moved_2_6_4  size_eligible_6  -1.000000000000e+00
    moved_2_6_4  eligible_6_4   3.000000000000e+00
    moved_2_6_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_6_5  conserve_2_5   1.000000000000e+00
    moved_2_6_5  size_eligible_6  -1.000000000000e+00
    moved_2_6_5  eligible_6_5   3.000000000000e+00
    moved_2_6_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_0  conserve_2_0   1.000000000000e+00
    moved_2_7_0  size_eligible_7  -1.000000000000e+00
    moved_2_7_0  eligible_7_0   3.000000000000e+00
    moved_2_7_0  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_1  conserve_2_1   1.000000000000e+00
    moved_2_7_1  size_eligible_7  -1.000000000000e+00
    moved_2_7_1  eligible_7_1   3.000000000000e+00
    moved_2_7_1  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_2  conserve_2_2   1.000000000000e+00
    moved_2_7_2  size_eligible_7  -1.000000000000e+00
    moved_2_7_2  eligible_7_2   3.000000000000e+00
    moved_2_7_2  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_3  conserve_2_3   1.000000000000e+00
    moved_2_7_3  size_eligible_7  -1.000000000000e+00
    moved_2_7_3  eligible_7_3   3.000000000000e+00
    moved_2_7_3  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_4  conserve_2_4   1.000000000000e+00
    moved_2_7_4  size_eligible_7  -1.000000000000e+00
    moved_2_7_4  eligible_7_4   3.000000000000e+00
    moved_2_7_4  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_2_7_5  conserve_2_5   1.000000000000e+00
    moved_2_7_5  size_eligible_7  -1.000000000000e+00
    moved_2_7_5  eligible_7_5   3.000000000000e+00
    moved_2_7_5  OBJ        5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_0  conserve_3_0   1.000000000000e+00
    moved_3_3_0  size_eligible_3  -1.000000000000e+00
    moved_3_3_0  eligible_3_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_1  conserve_3_1   1.000000000000e+00
    moved_3_3_1  size_eligible_3  -1.000000000000e+00
    moved_3_3_1  eligible_3_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_2  conserve_3_2   1.000000000000e+00
    moved_3_3_2  size_eligible_3  -1.000000000000e+00
    moved_3_3_2  eligible_3_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_3  conserve_3_3   1.000000000000e+00
    moved_3_3_3  size_eligible_3  -1.000000000000e+00
    moved_3_3_3  eligible_3_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_4  conserve_3_4   1.000000000000e+00
    moved_3_3_4  size_eligible_3  -1.000000000000e+00
    moved_3_3_4  eligible_3_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_3_5  conserve_3_5   1.000000000000e+00
    moved_3_3_5  size_eligible_3  -1.000000000000e+00
    moved_3_3_5  eligible_3_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_0  conserve_3_0   1.000000000000e+00
    moved_3_4_0  size_eligible_4  -1.000000000000e+00
    moved_3_4_0  eligible_4_0   3.000000000000e+00
    moved_3_4_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_1  conserve_3_1   1.000000000000e+00
    moved_3_4_1  size_eligible_4  -1.000000000000e+00
    moved_3_4_1  eligible_4_1   3.000000000000e+00
    moved_3_4_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_2  conserve_3_2   1.000000000000e+00
    moved_3_4_2  size_eligible_4  -1.000000000000e+00
    moved_3_4_2  eligible_4_2   3.000000000000e+00
    moved_3_4_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_3  conserve_3_3   1.000000000000e+00
    moved_3_4_3  size_eligible_4  -1.000000000000e+00
    moved_3_4_3  eligible_4_3   3.000000000000e+00
    moved_3_4_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_4  conserve_3_4   1.000000000000e+00
    moved_3_4_4  size_eligible_4  -1.000000000000e+00
    moved_3_4_4  eligible_4_4   3.000000000000e+00
    moved_3_4_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_4_5  conserve_3_5   1.000000000000e+00
    moved_3_4_5  size_eligible_4  -1.000000000000e+00
    moved_3_4_5  eligible_4_5   3.000000000000e+00
    moved_3_4_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_0  conserve_3_0   1.000000000000e+00
    moved_3_5_0  size_eligible_5  -1.000000000000e+00
    moved_3_5_0  eligible_5_0   3.000000000000e+00
    moved_3_5_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_1  conserve_3_1   1.000000000000e+00
    moved_3_5_1  size_eligible_5  -1.000000000000e+00
    moved_3_5_1  eligible_5_1   3.000000000000e+00
    moved_3_5_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_2  conserve_3_2   1.000000000000e+00
    moved_3_5_2  size_eligible_5  -1.000000000000e+00
    moved_3_5_2  eligible_5_2   3.000000000000e+00
    moved_3_5_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_3  conserve_3_3   1.000000000000e+00
    moved_3_5_3  size_eligible_5  -1.000000000000e+00
    moved_3_5_3  eligible_5_3   3.000000000000e+00
    moved_3_5_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_4  conserve_3_4   1.000000000000e+00
    moved_3_5_4  size_eligible_5  -1.000000000000e+00
    moved_3_5_4  eligible_5_4   3.000000000000e+00
    moved_3_5_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_5_5  conserve_3_5   1.000000000000e+00
    moved_3_5_5  size_eligible_5  -1.000000000000e+00
    moved_3_5_5  eligible_5_5   3.000000000000e+00
    moved_3_5_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_0  conserve_3_0   1.000000000000e+00
    moved_3_6_0  size_eligible_6  -1.000000000000e+00
    moved_3_6_0  eligible_6_0   3.000000000000e+00
    moved_3_6_0  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_1  conserve_3_1   1.000000000000e+00
    moved_3_6_1  size_eligible_6  -1.000000000000e+00
    moved_3_6_1  eligible_6_1   3.000000000000e+00
    moved_3_6_1  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_2  conserve_3_2   1.000000000000e+00
    moved_3_6_2  size_eligible_6  -1.000000000000e+00
    moved_3_6_2  eligible_6_2   3.000000000000e+00
    moved_3_6_2  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_3  conserve_3_3   1.000000000000e+00
    moved_3_6_3  size_eligible_6  -1.000000000000e+00
    moved_3_6_3  eligible_6_3   3.000000000000e+00
    moved_3_6_3  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_4  conserve_3_4   1.000000000000e+00
    moved_3_6_4  size_eligible_6  -1.000000000000e+00
    moved_3_6_4  eligible_6_4   3.000000000000e+00
    moved_3_6_4  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_6_5  conserve_3_5   1.000000000000e+00
    moved_3_6_5  size_eligible_6  -1.000000000000e+00
    moved_3_6_5  eligible_6_5   3.000000000000e+00
    moved_3_6_5  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_0  conserve_3_0   1.000000000000e+00
    moved_3_7_0  size_eligible_7  -1.000000000000e+00
    moved_3_7_0  eligible_7_0   3.000000000000e+00
    moved_3_7_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_1  conserve_3_1   1.000000000000e+00
    moved_3_7_1  size_eligible_7  -1.000000000000e+00
    moved_3_7_1  eligible_7_1   3.000000000000e+00
    moved_3_7_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_2  conserve_3_2   1.000000000000e+00
    moved_3_7_2  size_eligible_7  -1.000000000000e+00
    moved_3_7_2  eligible_7_2   3.000000000000e+00
    moved_3_7_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_3  conserve_3_3   1.000000000000e+00
    moved_3_7_3  size_eligible_7  -1.000000000000e+00
    moved_3_7_3  eligible_7_3   3.000000000000e+00
    moved_3_7_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_4  conserve_3_4   1.000000000000e+00
    moved_3_7_4  size_eligible_7  -1.000000000000e+00
    moved_3_7_4  eligible_7_4   3.000000000000e+00
    moved_3_7_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_3_7_5  conserve_3_5   1.000000000000e+00
    moved_3_7_5  size_eligible_7  -1.000000000000e+00
    moved_3_7_5  eligible_7_5   3.000000000000e+00
    moved_3_7_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_0  conserve_4_0   1.000000000000e+00
    moved_4_4_0  size_eligible_4  -1.000000000000e+00
    moved_4_4_0  eligible_4_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_1  conserve_4_1   1.000000000000e+00
    moved_4_4_1  size_eligible_4  -1.000000000000e+00
    moved_4_4_1  eligible_4_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_2  conserve_4_2   1.000000000000e+00
    moved_4_4_2  size_eligible_4  -1.000000000000e+00
    moved_4_4_2  eligible_4_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_3  conserve_4_3   1.000000000000e+00
    moved_4_4_3  size_eligible_4  -1.000000000000e+00
    moved_4_4_3  eligible_4_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_4  conserve_4_4   1.000000000000e+00
    moved_4_4_4  size_eligible_4  -1.000000000000e+00
    moved_4_4_4  eligible_4_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_4_5  conserve_4_5   1.000000000000e+00
    moved_4_4_5  size_eligible_4  -1.000000000000e+00
    moved_4_4_5  eligible_4_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_0  conserve_4_0   1.000000000000e+00
    moved_4_5_0  size_eligible_5  -1.000000000000e+00
    moved_4_5_0  eligible_5_0   3.000000000000e+00
    moved_4_5_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_1  conserve_4_1   1.000000000000e+00
    moved_4_5_1  size_eligible_5  -1.000000000000e+00
    moved_4_5_1  eligible_5_1   3.000000000000e+00
    moved_4_5_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_2  conserve_4_2   1.000000000000e+00
    moved_4_5_2  size_eligible_5  -1.000000000000e+00
    moved_4_5_2  eligible_5_2   3.000000000000e+00
    moved_4_5_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_3  conserve_4_3   1.000000000000e+00
    moved_4_5_3  size_eligible_5  -1.000000000000e+00
    moved_4_5_3  eligible_5_3   3.000000000000e+00
    moved_4_5_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_4  conserve_4_4   1.000000000000e+00
    moved_4_5_4  size_eligible_5  -1.000000000000e+00
    moved_4_5_4  eligible_5_4   3.000000000000e+00
    moved_4_5_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_5_5  conserve_4_5   1.000000000000e+00
    moved_4_5_5  size_eligible_5  -1.000000000000e+00
    moved_4_5_5  eligible_5_5   3.000000000000e+00
    moved_4_5_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_0  conserve_4_0   1.000000000000e+00
    moved_4_6_0  size_eligible_6  -1.000000000000e+00
    moved_4_6_0  eligible_6_0   3.000000000000e+00
    moved_4_6_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_1  conserve_4_1   1.000000000000e+00
    moved_4_6_1  size_eligible_6  -1.000000000000e+00
    moved_4_6_1  eligible_6_1   3.000000000000e+00
    moved_4_6_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_2  conserve_4_2   1.000000000000e+00
    moved_4_6_2  size_eligible_6  -1.000000000000e+00
    moved_4_6_2  eligible_6_2   3.000000000000e+00
    moved_4_6_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_3  conserve_4_3   1.000000000000e+00
    moved_4_6_3  size_eligible_6  -1.000000000000e+00
    moved_4_6_3  eligible_6_3   3.000000000000e+00
    moved_4_6_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_4  conserve_4_4   1.000000000000e+00
    moved_4_6_4  size_eligible_6  -1.000000000000e+00
    moved_4_6_4  eligible_6_4   3.000000000000e+00
    moved_4_6_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_6_5  conserve_4_5   1.000000000000e+00
    moved_4_6_5  size_eligible_6  -1.000000000000e+00
    moved_4_6_5  eligible_6_5   3.000000000000e+00
    moved_4_6_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_0  conserve_4_0   1.000000000000e+00
    moved_4_7_0  size_eligible_7  -1.000000000000e+00
    moved_4_7_0  eligible_7_0   3.000000000000e+00
    moved_4_7_0  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_1  conserve_4_1   1.000000000000e+00
    moved_4_7_1  size_eligible_7  -1.000000000000e+00
    moved_4_7_1  eligible_7_1   3.000000000000e+00
    moved_4_7_1  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_2  conserve_4_2   1.000000000000e+00
    moved_4_7_2  size_eligible_7  -1.000000000000e+00
    moved_4_7_2  eligible_7_2   3.000000000000e+00
    moved_4_7_2  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_3  conserve_4_3   1.000000000000e+00
    moved_4_7_3  size_eligible_7  -1.000000000000e+00
    moved_4_7_3  eligible_7_3   3.000000000000e+00
    moved_4_7_3  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_4  conserve_4_4   1.000000000000e+00
    moved_4_7_4  size_eligible_7  -1.000000000000e+00
    moved_4_7_4  eligible_7_4   3.000000000000e+00
    moved_4_7_4  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_4_7_5  conserve_4_5   1.000000000000e+00
    moved_4_7_5  size_eligible_7  -1.000000000000e+00
    moved_4_7_5  eligible_7_5   3.000000000000e+00
    moved_4_7_5  OBJ        3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_0  conserve_5_0   1.000000000000e+00
    moved_5_5_0  size_eligible_5  -1.000000000000e+00
    moved_5_5_0  eligible_5_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_1  conserve_5_1   1.000000000000e+00
    moved_5_5_1  size_eligible_5  -1.000000000000e+00
    moved_5_5_1  eligible_5_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_2  conserve_5_2   1.000000000000e+00
    moved_5_5_2  size_eligible_5  -1.000000000000e+00
    moved_5_5_2  eligible_5_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_3  conserve_5_3   1.000000000000e+00
    moved_5_5_3  size_eligible_5  -1.000000000000e+00
    moved_5_5_3  eligible_5_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_4  conserve_5_4   1.000000000000e+00
    moved_5_5_4  size_eligible_5  -1.000000000000e+00
    moved_5_5_4  eligible_5_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_5_5  conserve_5_5   1.000000000000e+00
    moved_5_5_5  size_eligible_5  -1.000000000000e+00
    moved_5_5_5  eligible_5_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_0  conserve_5_0   1.000000000000e+00
    moved_5_6_0  size_eligible_6  -1.000000000000e+00
    moved_5_6_0  eligible_6_0   3.000000000000e+00
    moved_5_6_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_1  conserve_5_1   1.000000000000e+00
    moved_5_6_1  size_eligible_6  -1.000000000000e+00
    moved_5_6_1  eligible_6_1   3.000000000000e+00
    moved_5_6_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_2  conserve_5_2   1.000000000000e+00
    moved_5_6_2  size_eligible_6  -1.000000000000e+00
    moved_5_6_2  eligible_6_2   3.000000000000e+00
    moved_5_6_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_3  conserve_5_3   1.000000000000e+00
    moved_5_6_3  size_eligible_6  -1.000000000000e+00
    moved_5_6_3  eligible_6_3   3.000000000000e+00
    moved_5_6_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_4  conserve_5_4   1.000000000000e+00
    moved_5_6_4  size_eligible_6  -1.000000000000e+00
    moved_5_6_4  eligible_6_4   3.000000000000e+00
    moved_5_6_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_6_5  conserve_5_5   1.000000000000e+00
    moved_5_6_5  size_eligible_6  -1.000000000000e+00
    moved_5_6_5  eligible_6_5   3.000000000000e+00
    moved_5_6_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_0  conserve_5_0   1.000000000000e+00
    moved_5_7_0  size_eligible_7  -1.000000000000e+00
    moved_5_7_0  eligible_7_0   3.000000000000e+00
    moved_5_7_0  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_1  conserve_5_1   1.000000000000e+00
    moved_5_7_1  size_eligible_7  -1.000000000000e+00
    moved_5_7_1  eligible_7_1   3.000000000000e+00
    moved_5_7_1  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_2  conserve_5_2   1.000000000000e+00
    moved_5_7_2  size_eligible_7  -1.000000000000e+00
    moved_5_7_2  eligible_7_2   3.000000000000e+00
    moved_5_7_2  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_3  conserve_5_3   1.000000000000e+00
    moved_5_7_3  size_eligible_7  -1.000000000000e+00
    moved_5_7_3  eligible_7_3   3.000000000000e+00
    moved_5_7_3  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_4  conserve_5_4   1.000000000000e+00
    moved_5_7_4  size_eligible_7  -1.000000000000e+00
    moved_5_7_4  eligible_7_4   3.000000000000e+00
    moved_5_7_4  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_5_7_5  conserve_5_5   1.000000000000e+00
    moved_5_7_5  size_eligible_7  -1.000000000000e+00
    moved_5_7_5  eligible_7_5   3.000000000000e+00
    moved_5_7_5  OBJ        2.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_0  conserve_6_0   1.000000000000e+00
    moved_6_6_0  size_eligible_6  -1.000000000000e+00
    moved_6_6_0  eligible_6_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_1  conserve_6_1   1.000000000000e+00
    moved_6_6_1  size_eligible_6  -1.000000000000e+00
    moved_6_6_1  eligible_6_1   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_2  conserve_6_2   1.000000000000e+00
    moved_6_6_2  size_eligible_6  -1.000000000000e+00
    moved_6_6_2  eligible_6_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_3  conserve_6_3   1.000000000000e+00
    moved_6_6_3  size_eligible_6  -1.000000000000e+00
    moved_6_6_3  eligible_6_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_4  conserve_6_4   1.000000000000e+00
    moved_6_6_4  size_eligible_6  -1.000000000000e+00
    moved_6_6_4  eligible_6_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_6_5  conserve_6_5   1.000000000000e+00
    moved_6_6_5  size_eligible_6  -1.000000000000e+00
    moved_6_6_5  eligible_6_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_0  conserve_6_0   1.000000000000e+00
    moved_6_7_0  size_eligible_7  -1.000000000000e+00
    moved_6_7_0  eligible_7_0   3.000000000000e+00
    moved_6_7_0  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_1  conserve_6_1   1.000000000000e+00
    moved_6_7_1  size_eligible_7  -1.000000000000e+00
    moved_6_7_1  eligible_7_1   3.000000000000e+00
    moved_6_7_1  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_2  conserve_6_2   1.000000000000e+00
    moved_6_7_2  size_eligible_7  -1.000000000000e+00
    moved_6_7_2  eligible_7_2   3.000000000000e+00
    moved_6_7_2  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_3  conserve_6_3   1.000000000000e+00
    moved_6_7_3  size_eligible_7  -1.000000000000e+00
    moved_6_7_3  eligible_7_3   3.000000000000e+00
    moved_6_7_3  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_4  conserve_6_4   1.000000000000e+00
    moved_6_7_4  size_eligible_7  -1.000000000000e+00
    moved_6_7_4  eligible_7_4   3.000000000000e+00
    moved_6_7_4  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_6_7_5  conserve_6_5   1.000000000000e+00
    moved_6_7_5  size_eligible_7  -1.000000000000e+00
    moved_6_7_5  eligible_7_5   3.000000000000e+00
    moved_6_7_5  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_7_7_0  conserve_7_0   1.000000000000e+00
    moved_7_7_0  size_eligible_7  -1.000000000000e+00
    moved_7_7_0  eligible_7_0   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_7_7_2  conserve_7_2   1.000000000000e+00
    moved_7_7_2  size_eligible_7  -1.000000000000e+00
    moved_7_7_2  eligible_7_2   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_7_7_3  conserve_7_3   1.000000000000e+00
    moved_7_7_3  size_eligible_7  -1.000000000000e+00
    moved_7_7_3  eligible_7_3   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_7_7_4  conserve_7_4   1.000000000000e+00
    moved_7_7_4  size_eligible_7  -1.000000000000e+00
    moved_7_7_4  eligible_7_4   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    moved_7_7_5  conserve_7_5   1.000000000000e+00
    moved_7_7_5  size_eligible_7  -1.000000000000e+00
    moved_7_7_5  eligible_7_5   3.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    size_eligible_0  size_eligible_0   1.000000000000e+00
    size_eligible_0  eligible_0_0  -1.000000000000e+00
    size_eligible_0  eligible_0_1  -1.000000000000e+00
    size_eligible_0  eligible_0_2  -1.000000000000e+00
    size_eligible_0  eligible_0_3  -1.000000000000e+00
    size_eligible_0  eligible_0_4  -1.000000000000e+00
    size_eligible_0  eligible_0_5  -1.000000000000e+00
    size_eligible_1  size_eligible_1   1.000000000000e+00
    size_eligible_1  eligible_1_0  -1.000000000000e+00
    size_eligible_1  eligible_1_1  -1.000000000000e+00
    size_eligible_1  eligible_1_2  -1.000000000000e+00
    size_eligible_1  eligible_1_3  -1.000000000000e+00
    size_eligible_1  eligible_1_4  -1.000000000000e+00
    size_eligible_1  eligible_1_5  -1.000000000000e+00
    size_eligible_2  size_eligible_2   1.000000000000e+00
    size_eligible_2  eligible_2_0  -1.000000000000e+00
    size_eligible_2  eligible_2_1  -1.000000000000e+00
    size_eligible_2  eligible_2_2  -1.000000000000e+00
    size_eligible_2  eligible_2_3  -1.000000000000e+00
    size_eligible_2  eligible_2_4  -1.000000000000e+00
    size_eligible_2  eligible_2_5  -1.000000000000e+00
    size_eligible_3  size_eligible_3   1.000000000000e+00
    size_eligible_3  eligible_3_0  -1.000000000000e+00
    size_eligible_3  eligible_3_1  -1.000000000000e+00
    size_eligible_3  eligible_3_2  -1.000000000000e+00
    size_eligible_3  eligible_3_3  -1.000000000000e+00
    size_eligible_3  eligible_3_4  -1.000000000000e+00
    size_eligible_3  eligible_3_5  -1.000000000000e+00
    size_eligible_4  size_eligible_4   1.000000000000e+00
    size_eligible_4  eligible_4_0  -1.000000000000e+00
    size_eligible_4  eligible_4_1  -1.000000000000e+00
    size_eligible_4  eligible_4_2  -1.000000000000e+00
    size_eligible_4  eligible_4_3  -1.000000000000e+00
    size_eligible_4  eligible_4_4  -1.000000000000e+00
    size_eligible_4  eligible_4_5  -1.000000000000e+00
    size_eligible_5  size_eligible_5   1.000000000000e+00
    size_eligible_5  eligible_5_0  -1.000000000000e+00
    size_eligible_5  eligible_5_1  -1.000000000000e+00
    size_eligible_5  eligible_5_2  -1.000000000000e+00
    size_eligible_5  eligible_5_3  -1.000000000000e+00
    size_eligible_5  eligible_5_4  -1.000000000000e+00
    size_eligible_5  eligible_5_5  -1.000000000000e+00
    size_eligible_6  size_eligible_6   1.000000000000e+00
    size_eligible_6  eligible_6_0  -1.000000000000e+00
    size_eligible_6  eligible_6_1  -1.000000000000e+00
    size_eligible_6  eligible_6_2  -1.000000000000e+00
    size_eligible_6  eligible_6_3  -1.000000000000e+00
    size_eligible_6  eligible_6_4  -1.000000000000e+00
    size_eligible_6  eligible_6_5  -1.000000000000e+00
    size_eligible_7  size_eligible_7   1.000000000000e+00
    size_eligible_7  eligible_7_0  -1.000000000000e+00
    size_eligible_7  eligible_7_1  -1.000000000000e+00
    size_eligible_7  eligible_7_2  -1.000000000000e+00
    size_eligible_7  eligible_7_3  -1.000000000000e+00
    size_eligible_7  eligible_7_4  -1.000000000000e+00
    size_eligible_7  eligible_7_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    suppressed_0_0  conserve_0_0   1.000000000000e+00
    suppressed_0_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_0_1  conserve_0_1   1.000000000000e+00
    suppressed_0_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_0_2  conserve_0_2   1.000000000000e+00
    suppressed_0_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_0_3  conserve_0_3   1.000000000000e+00
    suppressed_0_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_0_4  conserve_0_4   1.000000000000e+00
    suppressed_0_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_0_5  conserve_0_5   1.000000000000e+00
    suppressed_0_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_0  conserve_1_0   1.000000000000e+00
    suppressed_1_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_1  conserve_1_1   1.000000000000e+00
    suppressed_1_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_2  conserve_1_2   1.000000000000e+00
    suppressed_1_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_3  conserve_1_3   1.000000000000e+00
    suppressed_1_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_4  conserve_1_4   1.000000000000e+00
    suppressed_1_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_1_5  conserve_1_5   1.000000000000e+00
    suppressed_1_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_0  conserve_2_0   1.000000000000e+00
    suppressed_2_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_1  conserve_2_1   1.000000000000e+00
    suppressed_2_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_2  conserve_2_2   1.000000000000e+00
    suppressed_2_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_3  conserve_2_3   1.000000000000e+00
    suppressed_2_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_4  conserve_2_4   1.000000000000e+00
    suppressed_2_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_2_5  conserve_2_5   1.000000000000e+00
    suppressed_2_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_0  conserve_3_0   1.000000000000e+00
    suppressed_3_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_1  conserve_3_1   1.000000000000e+00
    suppressed_3_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_2  conserve_3_2   1.000000000000e+00
    suppressed_3_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_3  conserve_3_3   1.000000000000e+00
    suppressed_3_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_4  conserve_3_4   1.000000000000e+00
    suppressed_3_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_3_5  conserve_3_5   1.000000000000e+00
    suppressed_3_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_0  conserve_4_0   1.000000000000e+00
    suppressed_4_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_1  conserve_4_1   1.000000000000e+00
    suppressed_4_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_2  conserve_4_2   1.000000000000e+00
    suppressed_4_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_3  conserve_4_3   1.000000000000e+00
    suppressed_4_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_4  conserve_4_4   1.000000000000e+00
    suppressed_4_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_4_5  conserve_4_5   1.000000000000e+00
    suppressed_4_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_0  conserve_5_0   1.000000000000e+00
    suppressed_5_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_1  conserve_5_1   1.000000000000e+00
    suppressed_5_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_2  conserve_5_2   1.000000000000e+00
    suppressed_5_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_3  conserve_5_3   1.000000000000e+00
    suppressed_5_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_4  conserve_5_4   1.000000000000e+00
    suppressed_5_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_5_5  conserve_5_5   1.000000000000e+00
    suppressed_5_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_0  conserve_6_0   1.000000000000e+00
    suppressed_6_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_1  conserve_6_1   1.000000000000e+00
    suppressed_6_1  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_2  conserve_6_2   1.000000000000e+00
    suppressed_6_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_3  conserve_6_3   1.000000000000e+00
    suppressed_6_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_4  conserve_6_4   1.000000000000e+00
    suppressed_6_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_6_5  conserve_6_5   1.000000000000e+00
    suppressed_6_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_7_0  conserve_7_0   1.000000000000e+00
    suppressed_7_0  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_7_2  conserve_7_2   1.000000000000e+00
    suppressed_7_2  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_7_3  conserve_7_3   1.000000000000e+00
    suppressed_7_3  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_7_4  conserve_7_4   1.000000000000e+00
    suppressed_7_4  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_7_5  conserve_7_5   1.000000000000e+00
    suppressed_7_5  OBJ        4.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       conserve_0_0   2.500000000000e+01
    RHS       conserve_0_1   5.000000000000e+00
    RHS       conserve_0_2   5.000000000000e+00
    RHS       conserve_0_3   1.300000000000e+01
    RHS       conserve_0_4   7.000000000000e+00
    RHS       conserve_0_5   2.000000000000e+00
    RHS       conserve_1_0   3.000000000000e+00
    RHS       conserve_1_1   4.000000000000e+00
    RHS       conserve_1_2   2.100000000000e+01
    RHS       conserve_1_3   4.000000000000e+00
    RHS       conserve_1_4   1.100000000000e+01
    RHS       conserve_1_5   4.000000000000e+00
    RHS       conserve_2_0   5.000000000000e+00
    RHS       conserve_2_1   2.000000000000e+00
    RHS       conserve_2_2   2.000000000000e+00
    RHS       conserve_2_3   6.000000000000e+00
    RHS       conserve_2_4   1.900000000000e+01
    RHS       conserve_2_5   7.000000000000e+00
    RHS       conserve_3_0   3.000000000000e+00
    RHS       conserve_3_1   8.000000000000e+00
    RHS       conserve_3_2   2.800000000000e+01
    RHS       conserve_3_3   5.000000000000e+00
    RHS       conserve_3_4   3.000000000000e+00
    RHS       conserve_3_5   8.000000000000e+00
    RHS       conserve_4_0   7.000000000000e+00
    RHS       conserve_4_1   7.000000000000e+00
    RHS       conserve_4_2   7.000000000000e+00
    RHS       conserve_4_3   1.800000000000e+01
    RHS       conserve_4_4   8.000000000000e+00
    RHS       conserve_4_5   4.000000000000e+00
    RHS       conserve_5_0   2.000000000000e+00
    RHS       conserve_5_1   5.000000000000e+00
    RHS       conserve_5_2   1.600000000000e+01
    RHS       conserve_5_3   3.000000000000e+00
    RHS       conserve_5_4   3.000000000000e+00
    RHS       conserve_5_5   2.400000000000e+01
    RHS       conserve_6_0   5.000000000000e+00
    RHS       conserve_6_1   2.200000000000e+01
    RHS       conserve_6_2   2.000000000000e+00
    RHS       conserve_6_3   4.000000000000e+00
    RHS       conserve_6_4   4.000000000000e+00
    RHS       conserve_6_5   9.000000000000e+00
    RHS       conserve_7_0   8.000000000000e+00
    RHS       conserve_7_2   2.300000000000e+01
    RHS       conserve_7_3   6.000000000000e+00
    RHS       conserve_7_4   8.000000000000e+00
    RHS       conserve_7_5   5.000000000000e+00
    RHS       size_eligible_0   0.000000000000e+00
    RHS       eligible_0_0   0.000000000000e+00
    RHS       eligible_0_1   0.000000000000e+00
    RHS       eligible_0_2   0.000000000000e+00
    RHS       eligible_0_3   0.000000000000e+00
    RHS       eligible_0_4   0.000000000000e+00
    RHS       eligible_0_5   0.000000000000e+00
    RHS       size_eligible_1   0.000000000000e+00
    RHS       eligible_1_0   0.000000000000e+00
    RHS       eligible_1_1   0.000000000000e+00
    RHS       eligible_1_2   0.000000000000e+00
    RHS       eligible_1_3   0.000000000000e+00
    RHS       eligible_1_4   0.000000000000e+00
    RHS       eligible_1_5   0.000000000000e+00
    RHS       size_eligible_2   0.000000000000e+00
    RHS       eligible_2_0   0.000000000000e+00
    RHS       eligible_2_1   0.000000000000e+00
    RHS       eligible_2_2   0.000000000000e+00
    RHS       eligible_2_3   0.000000000000e+00
    RHS       eligible_2_4   0.000000000000e+00
    RHS       eligible_2_5   0.000000000000e+00
    RHS       size_eligible_3   0.000000000000e+00
    RHS       eligible_3_0   0.000000000000e+00
    RHS       eligible_3_1   0.000000000000e+00
    RHS       eligible_3_2   0.000000000000e+00
    RHS       eligible_3_3   0.000000000000e+00
    RHS       eligible_3_4   0.000000000000e+00
    RHS       eligible_3_5   0.000000000000e+00
    RHS       size_eligible_4   0.000000000000e+00
    RHS       eligible_4_0   0.000000000000e+00
    RHS       eligible_4_1   0.000000000000e+00
    RHS       eligible_4_2   0.000000000000e+00
    RHS       eligible_4_3   0.000000000000e+00
    RHS       eligible_4_4   0.000000000000e+00
    RHS       eligible_4_5   0.000000000000e+00
    RHS       size_eligible_5   0.000000000000e+00
    RHS       eligible_5_0   0.000000000000e+00
    RHS       eligible_5_1   0.000000000000e+00
    RHS       eligible_5_2   0.000000000000e+00
    RHS       eligible_5_3   0.000000000000e+00
    RHS       eligible_5_4   0.000000000000e+00
    RHS       eligible_5_5   0.000000000000e+00
    RHS       size_eligible_6   0.000000000000e+00
    RHS       eligible_6_0   0.000000000000e+00
    RHS       eligible_6_1   0.000000000000e+00
    RHS       eligible_6_2   0.000000000000e+00
    RHS       eligible_6_3   0.000000000000e+00
    RHS       eligible_6_4   0.000000000000e+00
    RHS       eligible_6_5   0.000000000000e+00
    RHS       size_eligible_7   0.000000000000e+00
    RHS       eligible_7_0   0.000000000000e+00
    RHS       eligible_7_1   0.000000000000e+00
    RHS       eligible_7_2   0.000000000000e+00
    RHS       eligible_7_3   0.000000000000e+00
    RHS       eligible_7_4   0.000000000000e+00
    RHS       eligible_7_5   0.000000000000e+00
BOUNDS
 UP BND       moved_0_0_0   2.500000000000e+01
 UP BND       moved_0_0_1   5.000000000000e+00
 UP BND       moved_0_0_2   5.000000000000e+00
 UP BND       moved_0_0_3   1.300000000000e+01
 UP BND       moved_0_0_4   7.000000000000e+00
 UP BND       moved_0_0_5   2.000000000000e+00
 UP BND       moved_0_1_0   2.500000000000e+01
 UP BND       moved_0_1_1   5.000000000000e+00
 UP BND       moved_0_1_2   5.000000000000e+00
 UP BND       moved_0_1_3   1.300000000000e+01
 UP BND       moved_0_1_4   7.000000000000e+00
 UP BND       moved_0_1_5   2.000000000000e+00
 UP BND       moved_0_2_0   2.500000000000e+01
 UP BND       moved_0_2_1   5.000000000000e+00
 UP BND       moved_0_2_2   5.000000000000e+00
 UP BND       moved_0_2_3   1.300000000000e+01
 UP BND       moved_0_2_4   7.000000000000e+00
 UP BND       moved_0_2_5   2.000000000000e+00
 UP BND       moved_0_3_0   2.500000000000e+01
 UP BND       moved_0_3_1   5.000000000000e+00
 UP BND       moved_0_3_2   5.000000000000e+00
 UP BND       moved_0_3_3   1.300000000000e+01
 UP BND       moved_0_3_4   7.000000000000e+00
 UP BND       moved_0_3_5   2.000000000000e+00
 UP BND       moved_0_4_0   2.500000000000e+01
 UP BND       moved_0_4_1   5.000000000000e+00
 UP BND       moved_0_4_2   5.000000000000e+00
 UP BND       moved_0_4_3   1.300000000000e+01
 UP BND       moved_0_4_4   7.000000000000e+00
 UP BND       moved_0_4_5   2.000000000000e+00
 UP BND       moved_0_5_0   2.500000000000e+01
 UP BND       moved_0_5_1   5.000000000000e+00
 UP BND       moved_0_5_2   5.000000000000e+00
 UP BND       moved_0_5_3   1.300000000000e+01
 UP BND       moved_0_5_4   7.000000000000e+00
 UP BND       moved_0_5_5   2.000000000000e+00
 UP BND       moved_0_6_0   2.500000000000e+01
 UP BND       moved_0_6_1   5.000000000000e+00
 UP BND       moved_0_6_2   5.000000000000e+00
 UP BND       moved_0_6_3   1.300000000000e+01
 UP BND       moved_0_6_4   7.000000000000e+00
 UP BND       moved_0_6_5   2.000000000000e+00
 UP BND       moved_0_7_0   2.500000000000e+01
 UP BND       moved_0_7_1   5.000000000000e+00
 UP BND       moved_0_7_2   5.000000000000e+00
 UP BND       moved_0_7_3   1.300000000000e+01
 UP BND       moved_0_7_4   7.000000000000e+00
 UP BND       moved_0_7_5   2.000000000000e+00
 UP BND       moved_1_1_0   3.000000000000e+00
 UP BND       moved_1_1_1   4.000000000000e+00
 UP BND       moved_1_1_2   2.100000000000e+01
 UP BND       moved_1_1_3   4.000000000000e+00
 UP BND       moved_1_1_4   1.100000000000e+01
 UP BND       moved_1_1_5   4.000000000000e+00
 UP BND       moved_1_2_0   3.000000000000e+00
 UP BND       moved_1_2_1   4.000000000000e+00
 UP BND       moved_1_2_2   2.100000000000e+01
 UP BND       moved_1_2_3   4.000000000000e+00
 UP BND       moved_1_2_4   1.100000000000e+01
 UP BND       moved_1_2_5   4.000000000000e+00
 UP BND       moved_1_3_0   3.000000000000e+00
 UP BND       moved_1_3_1   4.000000000000e+00
 UP BND       moved_1_3_2   2.100000000000e+01
 UP BND       moved_1_3_3   4.000000000000e+00
 UP BND       moved_1_3_4   1.100000000000e+01
 UP BND       moved_1_3_5   4.000000000000e+00
 UP BND       moved_1_4_0   3.000000000000e+00
 UP BND       moved_1_4_1   4.000000000000e+00
 UP BND       moved_1_4_2   2.100000000000e+01
 UP BND       moved_1_4_3   4.000000000000e+00
 UP BND       moved_1_4_4   1.100000000000e+01
 UP BND       moved_1_4_5   4.000000000000e+00
 UP BND       moved_1_5_0   3.000000000000e+00
 UP BND       moved_1_5_1   4.000000000000e+00
 UP BND       moved_1_5_2   2.100000000000e+01
 UP BND       moved_1_5_3   4.000000000000e+00
 UP BND       moved_1_5_4   1.100000000000e+01
 UP BND       moved_1_5_5   4.000000000000e+00
 UP BND       moved_1_6_0   3.000000000000e+00
 UP BND       moved_1_6_1   4.000000000000e+00
 UP BND       moved_1_6_2   2.100000000000e+01
 UP BND       moved_1_6_3   4.000000000000e+00
 UP BND       moved_1_6_4   1.100000000000e+01
 UP BND       moved_1_6_5   4.000000000000e+00
 UP BND       moved_1_7_0   3.000000000000e+00
 UP BND       moved_1_7_1   4.000000000000e+00
 UP BND       moved_1_7_2   2.100000000000e+01
 UP BND       moved_1_7_3   4.000000000000e+00
 UP BND       moved_1_7_4   1.100000000000e+01
 UP BND       moved_1_7_5   4.000000000000e+00
 UP BND       moved_2_2_0   5.000000000000e+00
 UP BND       moved_2_2_1   2.000000000000e+00
 UP BND       moved_2_2_2   2.000000000000e+00
 UP BND       moved_2_2_3   6.000000000000e+00
 UP BND       moved_2_2_4   1.900000000000e+01
 UP BND       moved_2_2_5   7.000000000000e+00
 UP BND       moved_2_3_0   5.000000000000e+00
 UP BND       moved_2_3_1   2.000000000000e+00
 UP BND       moved_2_3_2   2.000000000000e+00
 UP BND       moved_2_3_3   6.000000000000e+00
 UP BND       moved_2_3_4   1.900000000000e+01
 UP BND       moved_2_3_5   7.000000000000e+00
 UP BND       moved_2_4_0   5.000000000000e+00
 UP BND       moved_2_4_1   2.000000000000e+00
 UP BND       moved_2_4_2   2.000000000000e+00
 UP BND       moved_2_4_3   6.000000000000e+00
 UP BND       moved_2_4_4   1.900000000000e+01
 UP BND       moved_2_4_5   7.000000000000e+00
 UP BND       moved_2_5_0   5.000000000000e+00
 UP BND       moved_2_5_1   2.000000000000e+00
 UP BND       moved_2_5_2   2.000000000000e+00
 UP BND       moved_2_5_3   6.000000000000e+00
 UP BND       moved_2_5_4   1.900000000000e+01
 UP BND       moved_2_5_5   7.000000000000e+00
 UP BND       moved_2_6_0   5.000000000000e+00
 UP BND       moved_2_6_1   2.000000000000e+00
 UP BND       moved_2_6_2   2.000000000000e+00
 UP BND       moved_2_6_3   6.000000000000e+00
 UP BND       moved_2_6_4   1.900000000000e+01
 UP BND       moved_2_6_5   7.000000000000e+00
 UP BND       moved_2_7_0   5.000000000000e+00
 UP BND       moved_2_7_1   2.000000000000e+00
 UP BND       moved_2_7_2   2.000000000000e+00
 UP BND       moved_2_7_3   6.000000000000e+00
 UP BND       moved_2_7_4   1.900000000000e+01
 UP BND       moved_2_7_5   7.000000000000e+00
 UP BND       moved_3_3_0   3.000000000000e+00
 UP BND       moved_3_3_1   8.000000000000e+00
 UP BND       moved_3_3_2   2.800000000000e+01
 UP BND       moved_3_3_3   5.000000000000e+00
 UP BND       moved_3_3_4   3.000000000000e+00
 UP BND       moved_3_3_5   8.000000000000e+00
 UP BND       moved_3_4_0   3.000000000000e+00
 UP BND       moved_3_4_1   8.000000000000e+00
 UP BND       moved_3_4_2   2.800000000000e+01
 UP BND       moved_3_4_3   5.000000000000e+00
 UP BND       moved_3_4_4   3.000000000000e+00
 UP BND       moved_3_4_5   8.000000000000e+00
 UP BND       moved_3_5_0   3.000000000000e+00
 UP BND       moved_3_5_1   8.000000000000e+00
 UP BND       moved_3_5_2   2.800000000000e+01
 UP BND       moved_3_5_3   5.000000000000e+00
 UP BND       moved_3_5_4   3.000000000000e+00
 UP BND       moved_3_5_5   8.000000000000e+00
 UP BND       moved_3_6_0   3.000000000000e+00
 UP BND       moved_3_6_1   8.000000000000e+00
 UP BND       moved_3_6_2   2.800000000000e+01
 UP BND       moved_3_6_3   5.000000000000e+00
 UP BND       moved_3_6_4   3.000000000000e+00
 UP BND       moved_3_6_5   8.000000000000e+00
 UP BND       moved_3_7_0   3.000000000000e+00
 UP BND       moved_3_7_1   8.000000000000e+00
 UP BND       moved_3_7_2   2.800000000000e+01
 UP BND       moved_3_7_3   5.000000000000e+00
 UP BND       moved_3_7_4   3.000000000000e+00
 UP BND       moved_3_7_5   8.000000000000e+00
 UP BND       moved_4_4_0   7.000000000000e+00
 UP BND       moved_4_4_1   7.000000000000e+00
 UP BND       moved_4_4_2   7.000000000000e+00
 UP BND       moved_4_4_3   1.800000000000e+01
 UP BND       moved_4_4_4   8.000000000000e+00
 UP BND       moved_4_4_5   4.000000000000e+00
 UP BND       moved_4_5_0   7.000000000000e+00
 UP BND       moved_4_5_1   7.000000000000e+00
 UP BND       moved_4_5_2   7.000000000000e+00
 UP BND       moved_4_5_3   1.800000000000e+01
 UP BND       moved_4_5_4   8.000000000000e+00
 UP BND       moved_4_5_5   4.000000000000e+00
 UP BND       moved_4_6_0   7.000000000000e+00
 UP BND       moved_4_6_1   7.000000000000e+00
 UP BND       moved_4_6_2   7.000000000000e+00
 UP BND       moved_4_6_3   1.800000000000e+01
 UP BND       moved_4_6_4   8.000000000000e+00
 UP BND       moved_4_6_5   4.000000000000e+00
 UP BND       moved_4_7_0   7.000000000000e+00
 UP BND       moved_4_7_1   7.000000000000e+00
 UP BND       moved_4_7_2   7.000000000000e+00
 UP BND       moved_4_7_3   1.800000000000e+01
 UP BND       moved_4_7_4   8.000000000000e+00
 UP BND       moved_4_7_5   4.000000000000e+00
 UP BND       moved_5_5_0   2.000000000000e+00
 UP BND       moved_5_5_1   5.000000000000e+00
 UP BND       moved_5_5_2   1.600000000000e+01
 UP BND       moved_5_5_3   3.000000000000e+00
 UP BND       moved_5_5_4   3.000000000000e+00
 UP BND       moved_5_5_5   2.400000000000e+01
 UP BND       moved_5_6_0   2.000000000000e+00
 UP BND       moved_5_6_1   5.000000000000e+00
 UP BND       moved_5_6_2   1.600000000000e+01
 UP BND       moved_5_6_3   3.000000000000e+00
 UP BND       moved_5_6_4   3.000000000000e+00
 UP BND       moved_5_6_5   2.400000000000e+01
 UP BND       moved_5_7_0   2.000000000000e+00
 UP BND       moved_5_7_1   5.000000000000e+00
 UP BND       moved_5_7_2   1.600000000000e+01
 UP BND       moved_5_7_3   3.000000000000e+00
 UP BND       moved_5_7_4   3.000000000000e+00
 UP BND       moved_5_7_5   2.400000000000e+01
 UP BND       moved_6_6_0   5.000000000000e+00
 UP BND       moved_6_6_1   2.200000000000e+01
 UP BND       moved_6_6_2   2.000000000000e+00
 UP BND       moved_6_6_3   4.000000000000e+00
 UP BND       moved_6_6_4   4.000000000000e+00
 UP BND       moved_6_6_5   9.000000000000e+00
 UP BND       moved_6_7_0   5.000000000000e+00
 UP BND       moved_6_7_1   2.200000000000e+01
 UP BND       moved_6_7_2   2.000000000000e+00
 UP BND       moved_6_7_3   4.000000000000e+00
 UP BND       moved_6_7_4   4.000000000000e+00
 UP BND       moved_6_7_5   9.000000000000e+00
 UP BND       moved_7_7_0   8.000000000000e+00
 UP BND       moved_7_7_2   2.300000000000e+01
 UP BND       moved_7_7_3   6.000000000000e+00
 UP BND       moved_7_7_4   8.000000000000e+00
 UP BND       moved_7_7_5   5.000000000000e+00
 UP BND       suppressed_0_0   2.500000000000e+01
 UP BND       suppressed_0_1   5.000000000000e+00
 UP BND       suppressed_0_2   5.000000000000e+00
 UP BND       suppressed_0_3   1.300000000000e+01
 UP BND       suppressed_0_4   7.000000000000e+00
 UP BND       suppressed_0_5   2.000000000000e+00
 UP BND       suppressed_1_0   3.000000000000e+00
 UP BND       suppressed_1_1   4.000000000000e+00
 UP BND       suppressed_1_2   2.100000000000e+01
 UP BND       suppressed_1_3   4.000000000000e+00
 UP BND       suppressed_1_4   1.100000000000e+01
 UP BND       suppressed_1_5   4.000000000000e+00
 UP BND       suppressed_2_0   5.000000000000e+00
 UP BND       suppressed_2_1   2.000000000000e+00
 UP BND       suppressed_2_2   2.000000000000e+00
 UP BND       suppressed_2_3   6.000000000000e+00
 UP BND       suppressed_2_4   1.900000000000e+01
 UP BND       suppressed_2_5   7.000000000000e+00
 UP BND       suppressed_3_0   3.000000000000e+00
 UP BND       suppressed_3_1   8.000000000000e+00
 UP BND       suppressed_3_2   2.800000000000e+01
 UP BND       suppressed_3_3   5.000000000000e+00
 UP BND       suppressed_3_4   3.000000000000e+00
 UP BND       suppressed_3_5   8.000000000000e+00
 UP BND       suppressed_4_0   7.000000000000e+00
 UP BND       suppressed_4_1   7.000000000000e+00
 UP BND       suppressed_4_2   7.000000000000e+00
 UP BND       suppressed_4_3   1.800000000000e+01
 UP BND       suppressed_4_4   8.000000000000e+00
 UP BND       suppressed_4_5   4.000000000000e+00
 UP BND       suppressed_5_0   2.000000000000e+00
 UP BND       suppressed_5_1   5.000000000000e+00
 UP BND       suppressed_5_2   1.600000000000e+01
 UP BND       suppressed_5_3   3.000000000000e+00
 UP BND       suppressed_5_4   3.000000000000e+00
 UP BND       suppressed_5_5   2.400000000000e+01
 UP BND       suppressed_6_0   5.000000000000e+00
 UP BND       suppressed_6_1   2.200000000000e+01
 UP BND       suppressed_6_2   2.000000000000e+00
 UP BND       suppressed_6_3   4.000000000000e+00
 UP BND       suppressed_6_4   4.000000000000e+00
 UP BND       suppressed_6_5   9.000000000000e+00
 UP BND       suppressed_7_0   8.000000000000e+00
 UP BND       suppressed_7_2   2.300000000000e+01
 UP BND       suppressed_7_3   6.000000000000e+00
 UP BND       suppressed_7_4   8.000000000000e+00
 UP BND       suppressed_7_5   5.000000000000e+00
ENDATA
