*SENSE:Minimize
NAME          quickstart_cut_k3
ROWS
 N  OBJ
 E  one_0
 E  one_1
 E  one_2
 E  one_3
 E  one_4
 E  one_5
 E  one_6
 E  one_7
 E  one_8
 E  one_9
 E  one_10
 E  one_11
 E  one_12
 E  one_13
 E  one_14
 E  one_15
 E  one_16
 E  one_17
 E  one_18
 E  one_19
 E  one_20
 E  one_21
 E  one_22
 E  one_23
 E  one_24
 E  one_25
 E  one_26
 E  one_27
 E  one_28
 E  one_29
 E  one_30
 E  one_31
 E  one_32
 E  one_33
 E  one_34
 G  linear_low_35
 G  linear_low_36
 G  linear_low_37
 G  linear_low_38
 G  linear_low_39
 G  linear_low_40
 G  linear_low_41
 G  linear_low_42
 G  linear_low_43
 G  linear_low_44
 G  linear_low_45
 G  linear_low_46
 G  linear_low_47
 G  linear_low_48
 G  linear_low_49
 G  linear_low_50
 G  linear_low_51
 G  linear_low_52
 G  linear_low_53
 G  linear_low_54
 G  linear_low_55
 G  linear_low_56
 G  linear_low_57
 G  linear_low_58
 G  clause_59
 G  clause_60
 G  clause_61
 G  clause_62
 G  clause_63
 G  clause_64
 G  clause_65
 G  clause_66
 G  clause_67
 G  clause_68
 G  clause_69
 G  clause_70
 G  clause_71
 G  clause_72
 G  clause_73
 G  clause_74
 G  clause_75
 G  clause_76
 G  clause_77
 G  clause_78
 G  clause_79
 G  clause_80
 G  clause_81
 G  clause_82
 G  clause_83
 G  clause_84
 G  clause_85
 G  clause_86
 G  clause_87
 G  clause_88
 G  clause_89
 G  clause_90
 G  clause_91
 G  clause_92
 G  clause_93
 G  clause_94
 G  clause_95
 G  clause_96
 G  clause_97
 G  clause_98
 G  clause_99
 G  clause_100
 G  clause_101
 G  clause_102
 G  clause_103
 G  clause_104
 G  clause_105
 G  clause_106
 G  clause_107
 G  clause_108
 G  clause_109
 G  clause_110
 G  clause_111
 G  clause_112
 G  clause_113
 G  clause_114
 G  clause_115
 G  clause_116
 G  clause_117
 G  clause_118
 G  clause_119
 G  clause_120
 G  clause_121
 G  clause_122
 G  clause_123
 G  clause_124
 G  clause_125
 G  clause_126
 G  clause_127
 G  clause_128
 G  clause_129
 G  clause_130
 G  clause_131
 G  clause_132
 G  clause_133
 G  clause_134
 G  clause_135
 G  clause_136
 G  clause_137
 G  clause_138
 G  clause_139
 G  clause_140
 L  linear_high_141
COLUMNS
    MARK      'MARKER'                 'INTORG'
    extra_tuple_0__61  linear_low_35   1.000000000000e+00
    extra_tuple_0__61  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_10__81  linear_low_45   1.000000000000e+00
    extra_tuple_10__81  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_11__83  linear_low_46   1.000000000000e+00
    extra_tuple_11__83  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_12__85  linear_low_47   1.000000000000e+00
    extra_tuple_12__85  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_13__87  linear_low_48   1.000000000000e+00
    extra_tuple_13__87  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_14__89  linear_low_49   1.000000000000e+00
    extra_tuple_14__89  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_15__91  linear_low_50   1.000000000000e+00
    extra_tuple_15__91  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_16__93  linear_low_51   1.000000000000e+00
    extra_tuple_16__93  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_17__95  linear_low_52   1.000000000000e+00
    extra_tuple_17__95  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_18__97  linear_low_53   1.000000000000e+00
    extra_tuple_18__97  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_19__99  linear_low_54   1.000000000000e+00
    extra_tuple_19__99  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_1__63  linear_low_36   1.000000000000e+00
    extra_tuple_1__63  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_20__101  linear_low_55   1.000000000000e+00
    extra_tuple_20__101  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_21__103  linear_low_56   1.000000000000e+00
    extra_tuple_21__103  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_22__105  linear_low_57   1.000000000000e+00
    extra_tuple_22__105  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_23__107  linear_low_58   1.000000000000e+00
    extra_tuple_23__107  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_2__65  linear_low_37   1.000000000000e+00
    extra_tuple_2__65  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_3__67  linear_low_38   1.000000000000e+00
    extra_tuple_3__67  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_4__69  linear_low_39   1.000000000000e+00
    extra_tuple_4__69  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_5__71  linear_low_40   1.000000000000e+00
    extra_tuple_5__71  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_6__73  linear_low_41   1.000000000000e+00
    extra_tuple_6__73  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_7__75  linear_low_42   1.000000000000e+00
    extra_tuple_7__75  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_8__77  linear_low_43   1.000000000000e+00
    extra_tuple_8__77  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    extra_tuple_9__79  linear_low_44   1.000000000000e+00
    extra_tuple_9__79  OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_23__18  one_0      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_24__19  one_1      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_25__20  one_2      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_26__21  one_3      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_27__22  one_4      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_29__23  one_5      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_31__24  one_6      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_33__25  one_7      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_34__26  one_8      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_36__27  one_9      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_38__28  one_10     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_39__29  one_11     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_42__30  one_12     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_44__31  one_13     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_45__32  one_14     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_47__33  one_15     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_49__34  one_16     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_51__35  one_17     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_52__36  one_18     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_55__37  one_19     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_57__38  one_20     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_58__39  one_21     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_61__40  one_22     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_66__41  one_23     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__20__25___8  one_0      1.000000000000e+00
    in_cut_age__20__25___8  one_1      1.000000000000e+00
    in_cut_age__20__25___8  linear_low_35   1.200000000000e+01
    in_cut_age__20__25___8  linear_low_36   1.200000000000e+01
    in_cut_age__20__25___8  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__20__30___3  one_0      1.000000000000e+00
    in_cut_age__20__30___3  one_1      1.000000000000e+00
    in_cut_age__20__30___3  one_2      1.000000000000e+00
    in_cut_age__20__30___3  one_3      1.000000000000e+00
    in_cut_age__20__30___3  one_4      1.000000000000e+00
    in_cut_age__20__30___3  one_5      1.000000000000e+00
    in_cut_age__20__30___3  linear_low_35   6.000000000000e+01
    in_cut_age__20__30___3  linear_low_36   6.000000000000e+01
    in_cut_age__20__30___3  linear_low_37   6.000000000000e+01
    in_cut_age__20__30___3  linear_low_38   6.000000000000e+01
    in_cut_age__20__30___3  linear_low_39   6.000000000000e+01
    in_cut_age__20__30___3  linear_low_40   6.000000000000e+01
    in_cut_age__20__30___3  clause_115   1.000000000000e+00
    in_cut_age__20__30___3  clause_116   1.000000000000e+00
    in_cut_age__20__30___3  clause_117   1.000000000000e+00
    in_cut_age__20__30___3  clause_118   1.000000000000e+00
    in_cut_age__20__30___3  clause_119   1.000000000000e+00
    in_cut_age__20__30___3  clause_120   1.000000000000e+00
    in_cut_age__20__30___3  OBJ        3.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__20__40___1  one_0      1.000000000000e+00
    in_cut_age__20__40___1  one_1      1.000000000000e+00
    in_cut_age__20__40___1  one_2      1.000000000000e+00
    in_cut_age__20__40___1  one_3      1.000000000000e+00
    in_cut_age__20__40___1  one_4      1.000000000000e+00
    in_cut_age__20__40___1  one_5      1.000000000000e+00
    in_cut_age__20__40___1  one_6      1.000000000000e+00
    in_cut_age__20__40___1  one_7      1.000000000000e+00
    in_cut_age__20__40___1  one_8      1.000000000000e+00
    in_cut_age__20__40___1  one_9      1.000000000000e+00
    in_cut_age__20__40___1  one_10     1.000000000000e+00
    in_cut_age__20__40___1  one_11     1.000000000000e+00
    in_cut_age__20__40___1  linear_low_35   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_36   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_37   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_38   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_39   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_40   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_41   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_42   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_43   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_44   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_45   1.320000000000e+02
    in_cut_age__20__40___1  linear_low_46   1.320000000000e+02
    in_cut_age__20__40___1  clause_115   1.000000000000e+00
    in_cut_age__20__40___1  clause_116   1.000000000000e+00
    in_cut_age__20__40___1  clause_117   1.000000000000e+00
    in_cut_age__20__40___1  clause_118   1.000000000000e+00
    in_cut_age__20__40___1  clause_119   1.000000000000e+00
    in_cut_age__20__40___1  clause_120   1.000000000000e+00
    in_cut_age__20__40___1  clause_135   1.000000000000e+00
    in_cut_age__20__40___1  clause_136   1.000000000000e+00
    in_cut_age__20__40___1  clause_137   1.000000000000e+00
    in_cut_age__20__40___1  clause_138   1.000000000000e+00
    in_cut_age__20__40___1  clause_139   1.000000000000e+00
    in_cut_age__20__40___1  clause_140   1.000000000000e+00
    in_cut_age__20__40___1  OBJ        1.584000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__20__70___0  one_0      1.000000000000e+00
    in_cut_age__20__70___0  one_1      1.000000000000e+00
    in_cut_age__20__70___0  one_2      1.000000000000e+00
    in_cut_age__20__70___0  one_3      1.000000000000e+00
    in_cut_age__20__70___0  one_4      1.000000000000e+00
    in_cut_age__20__70___0  one_5      1.000000000000e+00
    in_cut_age__20__70___0  one_6      1.000000000000e+00
    in_cut_age__20__70___0  one_7      1.000000000000e+00
    in_cut_age__20__70___0  one_8      1.000000000000e+00
    in_cut_age__20__70___0  one_9      1.000000000000e+00
    in_cut_age__20__70___0  one_10     1.000000000000e+00
    in_cut_age__20__70___0  one_11     1.000000000000e+00
    in_cut_age__20__70___0  one_12     1.000000000000e+00
    in_cut_age__20__70___0  one_13     1.000000000000e+00
    in_cut_age__20__70___0  one_14     1.000000000000e+00
    in_cut_age__20__70___0  one_15     1.000000000000e+00
    in_cut_age__20__70___0  one_16     1.000000000000e+00
    in_cut_age__20__70___0  one_17     1.000000000000e+00
    in_cut_age__20__70___0  one_18     1.000000000000e+00
    in_cut_age__20__70___0  one_19     1.000000000000e+00
    in_cut_age__20__70___0  one_20     1.000000000000e+00
    in_cut_age__20__70___0  one_21     1.000000000000e+00
    in_cut_age__20__70___0  one_22     1.000000000000e+00
    in_cut_age__20__70___0  one_23     1.000000000000e+00
    in_cut_age__20__70___0  linear_low_35   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_36   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_37   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_38   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_39   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_40   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_41   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_42   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_43   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_44   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_45   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_46   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_47   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_48   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_49   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_50   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_51   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_52   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_53   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_54   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_55   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_56   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_57   2.760000000000e+02
    in_cut_age__20__70___0  linear_low_58   2.760000000000e+02
    in_cut_age__20__70___0  clause_86   1.000000000000e+00
    in_cut_age__20__70___0  clause_87   1.000000000000e+00
    in_cut_age__20__70___0  clause_98   1.000000000000e+00
    in_cut_age__20__70___0  clause_99   1.000000000000e+00
    in_cut_age__20__70___0  clause_102   1.000000000000e+00
    in_cut_age__20__70___0  clause_103   1.000000000000e+00
    in_cut_age__20__70___0  clause_109   1.000000000000e+00
    in_cut_age__20__70___0  clause_110   1.000000000000e+00
    in_cut_age__20__70___0  clause_111   1.000000000000e+00
    in_cut_age__20__70___0  clause_112   1.000000000000e+00
    in_cut_age__20__70___0  clause_113   1.000000000000e+00
    in_cut_age__20__70___0  clause_114   1.000000000000e+00
    in_cut_age__20__70___0  clause_115   1.000000000000e+00
    in_cut_age__20__70___0  clause_116   1.000000000000e+00
    in_cut_age__20__70___0  clause_117   1.000000000000e+00
    in_cut_age__20__70___0  clause_118   1.000000000000e+00
    in_cut_age__20__70___0  clause_119   1.000000000000e+00
    in_cut_age__20__70___0  clause_120   1.000000000000e+00
    in_cut_age__20__70___0  clause_121   1.000000000000e+00
    in_cut_age__20__70___0  clause_122   1.000000000000e+00
    in_cut_age__20__70___0  clause_123   1.000000000000e+00
    in_cut_age__20__70___0  clause_124   1.000000000000e+00
    in_cut_age__20__70___0  clause_125   1.000000000000e+00
    in_cut_age__20__70___0  clause_126   1.000000000000e+00
    in_cut_age__20__70___0  clause_127   1.000000000000e+00
    in_cut_age__20__70___0  clause_128   1.000000000000e+00
    in_cut_age__20__70___0  clause_129   1.000000000000e+00
    in_cut_age__20__70___0  clause_130   1.000000000000e+00
    in_cut_age__20__70___0  clause_131   1.000000000000e+00
    in_cut_age__20__70___0  clause_132   1.000000000000e+00
    in_cut_age__20__70___0  clause_133   1.000000000000e+00
    in_cut_age__20__70___0  clause_134   1.000000000000e+00
    in_cut_age__20__70___0  clause_135   1.000000000000e+00
    in_cut_age__20__70___0  clause_136   1.000000000000e+00
    in_cut_age__20__70___0  clause_137   1.000000000000e+00
    in_cut_age__20__70___0  clause_138   1.000000000000e+00
    in_cut_age__20__70___0  clause_139   1.000000000000e+00
    in_cut_age__20__70___0  clause_140   1.000000000000e+00
    in_cut_age__20__70___0  OBJ        6.624000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__25__30___9  one_2      1.000000000000e+00
    in_cut_age__25__30___9  one_3      1.000000000000e+00
    in_cut_age__25__30___9  one_4      1.000000000000e+00
    in_cut_age__25__30___9  one_5      1.000000000000e+00
    in_cut_age__25__30___9  linear_low_37   3.600000000000e+01
    in_cut_age__25__30___9  linear_low_38   3.600000000000e+01
    in_cut_age__25__30___9  linear_low_39   3.600000000000e+01
    in_cut_age__25__30___9  linear_low_40   3.600000000000e+01
    in_cut_age__25__30___9  clause_117   1.000000000000e+00
    in_cut_age__25__30___9  clause_118   1.000000000000e+00
    in_cut_age__25__30___9  clause_120   1.000000000000e+00
    in_cut_age__25__30___9  OBJ        1.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__30__35___10  one_6      1.000000000000e+00
    in_cut_age__30__35___10  one_7      1.000000000000e+00
    in_cut_age__30__35___10  one_8      1.000000000000e+00
    in_cut_age__30__35___10  linear_low_41   2.400000000000e+01
    in_cut_age__30__35___10  linear_low_42   2.400000000000e+01
    in_cut_age__30__35___10  linear_low_43   2.400000000000e+01
    in_cut_age__30__35___10  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__30__40___4  one_6      1.000000000000e+00
    in_cut_age__30__40___4  one_7      1.000000000000e+00
    in_cut_age__30__40___4  one_8      1.000000000000e+00
    in_cut_age__30__40___4  one_9      1.000000000000e+00
    in_cut_age__30__40___4  one_10     1.000000000000e+00
    in_cut_age__30__40___4  one_11     1.000000000000e+00
    in_cut_age__30__40___4  linear_low_41   6.000000000000e+01
    in_cut_age__30__40___4  linear_low_42   6.000000000000e+01
    in_cut_age__30__40___4  linear_low_43   6.000000000000e+01
    in_cut_age__30__40___4  linear_low_44   6.000000000000e+01
    in_cut_age__30__40___4  linear_low_45   6.000000000000e+01
    in_cut_age__30__40___4  linear_low_46   6.000000000000e+01
    in_cut_age__30__40___4  clause_135   1.000000000000e+00
    in_cut_age__30__40___4  clause_136   1.000000000000e+00
    in_cut_age__30__40___4  clause_137   1.000000000000e+00
    in_cut_age__30__40___4  clause_138   1.000000000000e+00
    in_cut_age__30__40___4  clause_139   1.000000000000e+00
    in_cut_age__30__40___4  clause_140   1.000000000000e+00
    in_cut_age__30__40___4  OBJ        3.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__35__40___11  one_9      1.000000000000e+00
    in_cut_age__35__40___11  one_10     1.000000000000e+00
    in_cut_age__35__40___11  one_11     1.000000000000e+00
    in_cut_age__35__40___11  linear_low_44   2.400000000000e+01
    in_cut_age__35__40___11  linear_low_45   2.400000000000e+01
    in_cut_age__35__40___11  linear_low_46   2.400000000000e+01
    in_cut_age__35__40___11  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__40__45___12  one_12     1.000000000000e+00
    in_cut_age__40__45___12  one_13     1.000000000000e+00
    in_cut_age__40__45___12  linear_low_47   1.200000000000e+01
    in_cut_age__40__45___12  linear_low_48   1.200000000000e+01
    in_cut_age__40__45___12  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__40__50___5  one_12     1.000000000000e+00
    in_cut_age__40__50___5  one_13     1.000000000000e+00
    in_cut_age__40__50___5  one_14     1.000000000000e+00
    in_cut_age__40__50___5  one_15     1.000000000000e+00
    in_cut_age__40__50___5  one_16     1.000000000000e+00
    in_cut_age__40__50___5  linear_low_47   4.800000000000e+01
    in_cut_age__40__50___5  linear_low_48   4.800000000000e+01
    in_cut_age__40__50___5  linear_low_49   4.800000000000e+01
    in_cut_age__40__50___5  linear_low_50   4.800000000000e+01
    in_cut_age__40__50___5  linear_low_51   4.800000000000e+01
    in_cut_age__40__50___5  clause_127   1.000000000000e+00
    in_cut_age__40__50___5  clause_128   1.000000000000e+00
    in_cut_age__40__50___5  clause_131   1.000000000000e+00
    in_cut_age__40__50___5  OBJ        2.400000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__40__70___2  one_12     1.000000000000e+00
    in_cut_age__40__70___2  one_13     1.000000000000e+00
    in_cut_age__40__70___2  one_14     1.000000000000e+00
    in_cut_age__40__70___2  one_15     1.000000000000e+00
    in_cut_age__40__70___2  one_16     1.000000000000e+00
    in_cut_age__40__70___2  one_17     1.000000000000e+00
    in_cut_age__40__70___2  one_18     1.000000000000e+00
    in_cut_age__40__70___2  one_19     1.000000000000e+00
    in_cut_age__40__70___2  one_20     1.000000000000e+00
    in_cut_age__40__70___2  one_21     1.000000000000e+00
    in_cut_age__40__70___2  one_22     1.000000000000e+00
    in_cut_age__40__70___2  one_23     1.000000000000e+00
    in_cut_age__40__70___2  linear_low_47   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_48   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_49   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_50   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_51   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_52   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_53   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_54   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_55   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_56   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_57   1.320000000000e+02
    in_cut_age__40__70___2  linear_low_58   1.320000000000e+02
    in_cut_age__40__70___2  clause_127   1.000000000000e+00
    in_cut_age__40__70___2  clause_128   1.000000000000e+00
    in_cut_age__40__70___2  clause_129   1.000000000000e+00
    in_cut_age__40__70___2  clause_130   1.000000000000e+00
    in_cut_age__40__70___2  clause_131   1.000000000000e+00
    in_cut_age__40__70___2  clause_132   1.000000000000e+00
    in_cut_age__40__70___2  OBJ        1.584000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__45__50___13  one_14     1.000000000000e+00
    in_cut_age__45__50___13  one_15     1.000000000000e+00
    in_cut_age__45__50___13  one_16     1.000000000000e+00
    in_cut_age__45__50___13  linear_low_49   2.400000000000e+01
    in_cut_age__45__50___13  linear_low_50   2.400000000000e+01
    in_cut_age__45__50___13  linear_low_51   2.400000000000e+01
    in_cut_age__45__50___13  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__50__55___14  one_17     1.000000000000e+00
    in_cut_age__50__55___14  one_18     1.000000000000e+00
    in_cut_age__50__55___14  linear_low_52   1.200000000000e+01
    in_cut_age__50__55___14  linear_low_53   1.200000000000e+01
    in_cut_age__50__55___14  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__50__60___6  one_17     1.000000000000e+00
    in_cut_age__50__60___6  one_18     1.000000000000e+00
    in_cut_age__50__60___6  one_19     1.000000000000e+00
    in_cut_age__50__60___6  one_20     1.000000000000e+00
    in_cut_age__50__60___6  one_21     1.000000000000e+00
    in_cut_age__50__60___6  linear_low_52   4.800000000000e+01
    in_cut_age__50__60___6  linear_low_53   4.800000000000e+01
    in_cut_age__50__60___6  linear_low_54   4.800000000000e+01
    in_cut_age__50__60___6  linear_low_55   4.800000000000e+01
    in_cut_age__50__60___6  linear_low_56   4.800000000000e+01
    in_cut_age__50__60___6  OBJ        2.400000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__55__60___15  one_19     1.000000000000e+00
    in_cut_age__55__60___15  one_20     1.000000000000e+00
    in_cut_age__55__60___15  one_21     1.000000000000e+00
    in_cut_age__55__60___15  linear_low_54   2.400000000000e+01
    in_cut_age__55__60___15  linear_low_55   2.400000000000e+01
    in_cut_age__55__60___15  linear_low_56   2.400000000000e+01
    in_cut_age__55__60___15  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__60__65___16  one_22     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__60__70___7  one_22     1.000000000000e+00
    in_cut_age__60__70___7  one_23     1.000000000000e+00
    in_cut_age__60__70___7  linear_low_57   1.200000000000e+01
    in_cut_age__60__70___7  linear_low_58   1.200000000000e+01
    in_cut_age__60__70___7  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__65__70___17  one_23     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job____53  one_31     1.000000000000e+00
    in_cut_job____53  one_32     1.000000000000e+00
    in_cut_job____53  one_33     1.000000000000e+00
    in_cut_job____53  one_34     1.000000000000e+00
    in_cut_job____53  linear_low_35   2.760000000000e+02
    in_cut_job____53  linear_low_36   2.760000000000e+02
    in_cut_job____53  linear_low_37   2.760000000000e+02
    in_cut_job____53  linear_low_38   2.760000000000e+02
    in_cut_job____53  linear_low_39   2.760000000000e+02
    in_cut_job____53  linear_low_40   2.760000000000e+02
    in_cut_job____53  linear_low_41   2.760000000000e+02
    in_cut_job____53  linear_low_42   2.760000000000e+02
    in_cut_job____53  linear_low_43   2.760000000000e+02
    in_cut_job____53  linear_low_44   2.760000000000e+02
    in_cut_job____53  linear_low_45   2.760000000000e+02
    in_cut_job____53  linear_low_46   2.760000000000e+02
    in_cut_job____53  linear_low_47   2.760000000000e+02
    in_cut_job____53  linear_low_48   2.760000000000e+02
    in_cut_job____53  linear_low_49   2.760000000000e+02
    in_cut_job____53  linear_low_50   2.760000000000e+02
    in_cut_job____53  linear_low_51   2.760000000000e+02
    in_cut_job____53  linear_low_52   2.760000000000e+02
    in_cut_job____53  linear_low_53   2.760000000000e+02
    in_cut_job____53  linear_low_54   2.760000000000e+02
    in_cut_job____53  linear_low_55   2.760000000000e+02
    in_cut_job____53  linear_low_56   2.760000000000e+02
    in_cut_job____53  linear_low_57   2.760000000000e+02
    in_cut_job____53  linear_low_58   2.760000000000e+02
    in_cut_job____53  clause_59   1.000000000000e+00
    in_cut_job____53  clause_60   1.000000000000e+00
    in_cut_job____53  clause_61   1.000000000000e+00
    in_cut_job____53  clause_62   1.000000000000e+00
    in_cut_job____53  clause_63   1.000000000000e+00
    in_cut_job____53  clause_64   1.000000000000e+00
    in_cut_job____53  clause_65   1.000000000000e+00
    in_cut_job____53  clause_66   1.000000000000e+00
    in_cut_job____53  clause_67   1.000000000000e+00
    in_cut_job____53  clause_68   1.000000000000e+00
    in_cut_job____53  clause_69   1.000000000000e+00
    in_cut_job____53  clause_70   1.000000000000e+00
    in_cut_job____53  clause_71   1.000000000000e+00
    in_cut_job____53  clause_72   1.000000000000e+00
    in_cut_job____53  clause_73   1.000000000000e+00
    in_cut_job____53  clause_74   1.000000000000e+00
    in_cut_job____53  clause_75   1.000000000000e+00
    in_cut_job____53  clause_76   1.000000000000e+00
    in_cut_job____53  clause_77   1.000000000000e+00
    in_cut_job____53  clause_78   1.000000000000e+00
    in_cut_job____53  clause_79   1.000000000000e+00
    in_cut_job____53  clause_80   1.000000000000e+00
    in_cut_job____53  clause_81   1.000000000000e+00
    in_cut_job____53  clause_82   1.000000000000e+00
    in_cut_job____53  clause_83   1.000000000000e+00
    in_cut_job____53  clause_84   1.000000000000e+00
    in_cut_job____53  clause_85   1.000000000000e+00
    in_cut_job____53  clause_86   1.000000000000e+00
    in_cut_job____53  clause_87   1.000000000000e+00
    in_cut_job____53  clause_90   1.000000000000e+00
    in_cut_job____53  clause_91   1.000000000000e+00
    in_cut_job____53  clause_92   1.000000000000e+00
    in_cut_job____53  clause_94   1.000000000000e+00
    in_cut_job____53  clause_95   1.000000000000e+00
    in_cut_job____53  clause_98   1.000000000000e+00
    in_cut_job____53  clause_99   1.000000000000e+00
    in_cut_job____53  clause_100   1.000000000000e+00
    in_cut_job____53  clause_101   1.000000000000e+00
    in_cut_job____53  clause_102   1.000000000000e+00
    in_cut_job____53  clause_103   1.000000000000e+00
    in_cut_job____53  clause_104   1.000000000000e+00
    in_cut_job____53  clause_105   1.000000000000e+00
    in_cut_job____53  clause_107   1.000000000000e+00
    in_cut_job____53  clause_108   1.000000000000e+00
    in_cut_job____53  clause_109   1.000000000000e+00
    in_cut_job____53  clause_110   1.000000000000e+00
    in_cut_job____53  OBJ        6.624000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_clerk__58  one_33     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_doctor__56  one_32     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_health__54  one_31     1.000000000000e+00
    in_cut_job_health__54  one_32     1.000000000000e+00
    in_cut_job_health__54  linear_low_35   9.200000000000e+01
    in_cut_job_health__54  linear_low_37   9.200000000000e+01
    in_cut_job_health__54  linear_low_38   9.200000000000e+01
    in_cut_job_health__54  linear_low_39   9.200000000000e+01
    in_cut_job_health__54  linear_low_41   9.200000000000e+01
    in_cut_job_health__54  linear_low_42   9.200000000000e+01
    in_cut_job_health__54  linear_low_46   9.200000000000e+01
    in_cut_job_health__54  linear_low_49   9.200000000000e+01
    in_cut_job_health__54  linear_low_50   9.200000000000e+01
    in_cut_job_health__54  linear_low_53   9.200000000000e+01
    in_cut_job_health__54  linear_low_54   9.200000000000e+01
    in_cut_job_health__54  linear_low_57   9.200000000000e+01
    in_cut_job_health__54  clause_59   1.000000000000e+00
    in_cut_job_health__54  clause_60   1.000000000000e+00
    in_cut_job_health__54  clause_63   1.000000000000e+00
    in_cut_job_health__54  clause_64   1.000000000000e+00
    in_cut_job_health__54  clause_67   1.000000000000e+00
    in_cut_job_health__54  clause_68   1.000000000000e+00
    in_cut_job_health__54  clause_69   1.000000000000e+00
    in_cut_job_health__54  clause_70   1.000000000000e+00
    in_cut_job_health__54  clause_71   1.000000000000e+00
    in_cut_job_health__54  clause_72   1.000000000000e+00
    in_cut_job_health__54  clause_79   1.000000000000e+00
    in_cut_job_health__54  clause_80   1.000000000000e+00
    in_cut_job_health__54  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_lawyer__59  one_34     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_nurse__55  one_31     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_job_office__57  one_33     1.000000000000e+00
    in_cut_job_office__57  one_34     1.000000000000e+00
    in_cut_job_office__57  linear_low_36   9.200000000000e+01
    in_cut_job_office__57  linear_low_40   9.200000000000e+01
    in_cut_job_office__57  linear_low_43   9.200000000000e+01
    in_cut_job_office__57  linear_low_44   9.200000000000e+01
    in_cut_job_office__57  linear_low_45   9.200000000000e+01
    in_cut_job_office__57  linear_low_47   9.200000000000e+01
    in_cut_job_office__57  linear_low_48   9.200000000000e+01
    in_cut_job_office__57  linear_low_51   9.200000000000e+01
    in_cut_job_office__57  linear_low_52   9.200000000000e+01
    in_cut_job_office__57  linear_low_55   9.200000000000e+01
    in_cut_job_office__57  linear_low_56   9.200000000000e+01
    in_cut_job_office__57  linear_low_58   9.200000000000e+01
    in_cut_job_office__57  clause_61   1.000000000000e+00
    in_cut_job_office__57  clause_62   1.000000000000e+00
    in_cut_job_office__57  clause_65   1.000000000000e+00
    in_cut_job_office__57  clause_66   1.000000000000e+00
    in_cut_job_office__57  clause_73   1.000000000000e+00
    in_cut_job_office__57  clause_74   1.000000000000e+00
    in_cut_job_office__57  clause_75   1.000000000000e+00
    in_cut_job_office__57  clause_76   1.000000000000e+00
    in_cut_job_office__57  clause_77   1.000000000000e+00
    in_cut_job_office__57  clause_78   1.000000000000e+00
    in_cut_job_office__57  clause_81   1.000000000000e+00
    in_cut_job_office__57  clause_82   1.000000000000e+00
    in_cut_job_office__57  clause_83   1.000000000000e+00
    in_cut_job_office__57  OBJ        1.104000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex_F__43  one_24     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex_M__44  one_25     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex____42  one_24     1.000000000000e+00
    in_cut_sex____42  one_25     1.000000000000e+00
    in_cut_sex____42  linear_low_35   2.760000000000e+02
    in_cut_sex____42  linear_low_36   2.760000000000e+02
    in_cut_sex____42  linear_low_37   2.760000000000e+02
    in_cut_sex____42  linear_low_38   2.760000000000e+02
    in_cut_sex____42  linear_low_39   2.760000000000e+02
    in_cut_sex____42  linear_low_40   2.760000000000e+02
    in_cut_sex____42  linear_low_41   2.760000000000e+02
    in_cut_sex____42  linear_low_42   2.760000000000e+02
    in_cut_sex____42  linear_low_43   2.760000000000e+02
    in_cut_sex____42  linear_low_44   2.760000000000e+02
    in_cut_sex____42  linear_low_45   2.760000000000e+02
    in_cut_sex____42  linear_low_46   2.760000000000e+02
    in_cut_sex____42  linear_low_47   2.760000000000e+02
    in_cut_sex____42  linear_low_48   2.760000000000e+02
    in_cut_sex____42  linear_low_49   2.760000000000e+02
    in_cut_sex____42  linear_low_50   2.760000000000e+02
    in_cut_sex____42  linear_low_51   2.760000000000e+02
    in_cut_sex____42  linear_low_52   2.760000000000e+02
    in_cut_sex____42  linear_low_53   2.760000000000e+02
    in_cut_sex____42  linear_low_54   2.760000000000e+02
    in_cut_sex____42  linear_low_55   2.760000000000e+02
    in_cut_sex____42  linear_low_56   2.760000000000e+02
    in_cut_sex____42  linear_low_57   2.760000000000e+02
    in_cut_sex____42  linear_low_58   2.760000000000e+02
    in_cut_sex____42  clause_59   1.000000000000e+00
    in_cut_sex____42  clause_60   1.000000000000e+00
    in_cut_sex____42  clause_61   1.000000000000e+00
    in_cut_sex____42  clause_62   1.000000000000e+00
    in_cut_sex____42  clause_63   1.000000000000e+00
    in_cut_sex____42  clause_64   1.000000000000e+00
    in_cut_sex____42  clause_65   1.000000000000e+00
    in_cut_sex____42  clause_66   1.000000000000e+00
    in_cut_sex____42  clause_67   1.000000000000e+00
    in_cut_sex____42  clause_68   1.000000000000e+00
    in_cut_sex____42  clause_69   1.000000000000e+00
    in_cut_sex____42  clause_70   1.000000000000e+00
    in_cut_sex____42  clause_71   1.000000000000e+00
    in_cut_sex____42  clause_72   1.000000000000e+00
    in_cut_sex____42  clause_73   1.000000000000e+00
    in_cut_sex____42  clause_74   1.000000000000e+00
    in_cut_sex____42  clause_75   1.000000000000e+00
    in_cut_sex____42  clause_76   1.000000000000e+00
    in_cut_sex____42  clause_77   1.000000000000e+00
    in_cut_sex____42  clause_78   1.000000000000e+00
    in_cut_sex____42  clause_79   1.000000000000e+00
    in_cut_sex____42  clause_80   1.000000000000e+00
    in_cut_sex____42  clause_83   1.000000000000e+00
    in_cut_sex____42  clause_84   1.000000000000e+00
    in_cut_sex____42  clause_85   1.000000000000e+00
    in_cut_sex____42  clause_86   1.000000000000e+00
    in_cut_sex____42  clause_87   1.000000000000e+00
    in_cut_sex____42  clause_88   1.000000000000e+00
    in_cut_sex____42  clause_89   1.000000000000e+00
    in_cut_sex____42  clause_93   1.000000000000e+00
    in_cut_sex____42  clause_94   1.000000000000e+00
    in_cut_sex____42  clause_95   1.000000000000e+00
    in_cut_sex____42  clause_96   1.000000000000e+00
    in_cut_sex____42  clause_97   1.000000000000e+00
    in_cut_sex____42  clause_98   1.000000000000e+00
    in_cut_sex____42  clause_99   1.000000000000e+00
    in_cut_sex____42  clause_102   1.000000000000e+00
    in_cut_sex____42  clause_103   1.000000000000e+00
    in_cut_sex____42  clause_104   1.000000000000e+00
    in_cut_sex____42  clause_105   1.000000000000e+00
    in_cut_sex____42  clause_106   1.000000000000e+00
    in_cut_sex____42  clause_107   1.000000000000e+00
    in_cut_sex____42  clause_108   1.000000000000e+00
    in_cut_sex____42  clause_109   1.000000000000e+00
    in_cut_sex____42  clause_110   1.000000000000e+00
    in_cut_sex____42  clause_111   1.000000000000e+00
    in_cut_sex____42  clause_112   1.000000000000e+00
    in_cut_sex____42  clause_113   1.000000000000e+00
    in_cut_sex____42  clause_114   1.000000000000e+00
    in_cut_sex____42  clause_119   1.000000000000e+00
    in_cut_sex____42  clause_121   1.000000000000e+00
    in_cut_sex____42  clause_122   1.000000000000e+00
    in_cut_sex____42  clause_123   1.000000000000e+00
    in_cut_sex____42  clause_124   1.000000000000e+00
    in_cut_sex____42  clause_125   1.000000000000e+00
    in_cut_sex____42  clause_126   1.000000000000e+00
    in_cut_sex____42  clause_129   1.000000000000e+00
    in_cut_sex____42  clause_130   1.000000000000e+00
    in_cut_sex____42  clause_131   1.000000000000e+00
    in_cut_sex____42  clause_133   1.000000000000e+00
    in_cut_sex____42  clause_134   1.000000000000e+00
    in_cut_sex____42  clause_135   1.000000000000e+00
    in_cut_sex____42  clause_136   1.000000000000e+00
    in_cut_sex____42  clause_137   1.000000000000e+00
    in_cut_sex____42  clause_138   1.000000000000e+00
    in_cut_sex____42  clause_139   1.000000000000e+00
    in_cut_sex____42  clause_140   1.000000000000e+00
    in_cut_sex____42  OBJ        6.624000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_13053__47  one_26     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_13067__48  one_27     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_13068__49  one_28     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_130____46  one_26     1.000000000000e+00
    in_cut_zip_130____46  one_27     1.000000000000e+00
    in_cut_zip_130____46  one_28     1.000000000000e+00
    in_cut_zip_130____46  linear_low_35   1.380000000000e+02
    in_cut_zip_130____46  linear_low_36   1.380000000000e+02
    in_cut_zip_130____46  linear_low_37   1.380000000000e+02
    in_cut_zip_130____46  linear_low_38   1.380000000000e+02
    in_cut_zip_130____46  linear_low_39   1.380000000000e+02
    in_cut_zip_130____46  linear_low_40   1.380000000000e+02
    in_cut_zip_130____46  linear_low_47   1.380000000000e+02
    in_cut_zip_130____46  linear_low_48   1.380000000000e+02
    in_cut_zip_130____46  linear_low_49   1.380000000000e+02
    in_cut_zip_130____46  linear_low_50   1.380000000000e+02
    in_cut_zip_130____46  linear_low_51   1.380000000000e+02
    in_cut_zip_130____46  linear_low_52   1.380000000000e+02
    in_cut_zip_130____46  clause_88   1.000000000000e+00
    in_cut_zip_130____46  clause_89   1.000000000000e+00
    in_cut_zip_130____46  clause_90   1.000000000000e+00
    in_cut_zip_130____46  clause_91   1.000000000000e+00
    in_cut_zip_130____46  clause_92   1.000000000000e+00
    in_cut_zip_130____46  clause_93   1.000000000000e+00
    in_cut_zip_130____46  clause_94   1.000000000000e+00
    in_cut_zip_130____46  clause_95   1.000000000000e+00
    in_cut_zip_130____46  clause_96   1.000000000000e+00
    in_cut_zip_130____46  clause_97   1.000000000000e+00
    in_cut_zip_130____46  clause_106   1.000000000000e+00
    in_cut_zip_130____46  clause_107   1.000000000000e+00
    in_cut_zip_130____46  clause_108   1.000000000000e+00
    in_cut_zip_130____46  OBJ        1.656000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_14850__51  one_29     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_14853__52  one_30     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip_148____50  one_29     1.000000000000e+00
    in_cut_zip_148____50  one_30     1.000000000000e+00
    in_cut_zip_148____50  linear_low_41   6.900000000000e+01
    in_cut_zip_148____50  linear_low_42   6.900000000000e+01
    in_cut_zip_148____50  linear_low_43   6.900000000000e+01
    in_cut_zip_148____50  linear_low_44   6.900000000000e+01
    in_cut_zip_148____50  linear_low_45   6.900000000000e+01
    in_cut_zip_148____50  linear_low_46   6.900000000000e+01
    in_cut_zip_148____50  linear_low_53   6.900000000000e+01
    in_cut_zip_148____50  linear_low_54   6.900000000000e+01
    in_cut_zip_148____50  linear_low_55   6.900000000000e+01
    in_cut_zip_148____50  linear_low_56   6.900000000000e+01
    in_cut_zip_148____50  linear_low_57   6.900000000000e+01
    in_cut_zip_148____50  linear_low_58   6.900000000000e+01
    in_cut_zip_148____50  clause_84   1.000000000000e+00
    in_cut_zip_148____50  clause_85   1.000000000000e+00
    in_cut_zip_148____50  clause_100   1.000000000000e+00
    in_cut_zip_148____50  clause_101   1.000000000000e+00
    in_cut_zip_148____50  clause_104   1.000000000000e+00
    in_cut_zip_148____50  clause_105   1.000000000000e+00
    in_cut_zip_148____50  clause_111   1.000000000000e+00
    in_cut_zip_148____50  clause_112   1.000000000000e+00
    in_cut_zip_148____50  clause_113   1.000000000000e+00
    in_cut_zip_148____50  clause_114   1.000000000000e+00
    in_cut_zip_148____50  clause_121   1.000000000000e+00
    in_cut_zip_148____50  clause_122   1.000000000000e+00
    in_cut_zip_148____50  clause_123   1.000000000000e+00
    in_cut_zip_148____50  clause_124   1.000000000000e+00
    in_cut_zip_148____50  clause_125   1.000000000000e+00
    in_cut_zip_148____50  clause_126   1.000000000000e+00
    in_cut_zip_148____50  clause_133   1.000000000000e+00
    in_cut_zip_148____50  clause_134   1.000000000000e+00
    in_cut_zip_148____50  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip____45  one_26     1.000000000000e+00
    in_cut_zip____45  one_27     1.000000000000e+00
    in_cut_zip____45  one_28     1.000000000000e+00
    in_cut_zip____45  one_29     1.000000000000e+00
    in_cut_zip____45  one_30     1.000000000000e+00
    in_cut_zip____45  linear_low_35   2.760000000000e+02
    in_cut_zip____45  linear_low_36   2.760000000000e+02
    in_cut_zip____45  linear_low_37   2.760000000000e+02
    in_cut_zip____45  linear_low_38   2.760000000000e+02
    in_cut_zip____45  linear_low_39   2.760000000000e+02
    in_cut_zip____45  linear_low_40   2.760000000000e+02
    in_cut_zip____45  linear_low_41   2.760000000000e+02
    in_cut_zip____45  linear_low_42   2.760000000000e+02
    in_cut_zip____45  linear_low_43   2.760000000000e+02
    in_cut_zip____45  linear_low_44   2.760000000000e+02
    in_cut_zip____45  linear_low_45   2.760000000000e+02
    in_cut_zip____45  linear_low_46   2.760000000000e+02
    in_cut_zip____45  linear_low_47   2.760000000000e+02
    in_cut_zip____45  linear_low_48   2.760000000000e+02
    in_cut_zip____45  linear_low_49   2.760000000000e+02
    in_cut_zip____45  linear_low_50   2.760000000000e+02
    in_cut_zip____45  linear_low_51   2.760000000000e+02
    in_cut_zip____45  linear_low_52   2.760000000000e+02
    in_cut_zip____45  linear_low_53   2.760000000000e+02
    in_cut_zip____45  linear_low_54   2.760000000000e+02
    in_cut_zip____45  linear_low_55   2.760000000000e+02
    in_cut_zip____45  linear_low_56   2.760000000000e+02
    in_cut_zip____45  linear_low_57   2.760000000000e+02
    in_cut_zip____45  linear_low_58   2.760000000000e+02
    in_cut_zip____45  clause_59   1.000000000000e+00
    in_cut_zip____45  clause_60   1.000000000000e+00
    in_cut_zip____45  clause_61   1.000000000000e+00
    in_cut_zip____45  clause_62   1.000000000000e+00
    in_cut_zip____45  clause_63   1.000000000000e+00
    in_cut_zip____45  clause_64   1.000000000000e+00
    in_cut_zip____45  clause_65   1.000000000000e+00
    in_cut_zip____45  clause_66   1.000000000000e+00
    in_cut_zip____45  clause_69   1.000000000000e+00
    in_cut_zip____45  clause_70   1.000000000000e+00
    in_cut_zip____45  clause_73   1.000000000000e+00
    in_cut_zip____45  clause_74   1.000000000000e+00
    in_cut_zip____45  clause_75   1.000000000000e+00
    in_cut_zip____45  clause_76   1.000000000000e+00
    in_cut_zip____45  clause_79   1.000000000000e+00
    in_cut_zip____45  clause_80   1.000000000000e+00
    in_cut_zip____45  clause_81   1.000000000000e+00
    in_cut_zip____45  clause_82   1.000000000000e+00
    in_cut_zip____45  clause_83   1.000000000000e+00
    in_cut_zip____45  clause_84   1.000000000000e+00
    in_cut_zip____45  clause_85   1.000000000000e+00
    in_cut_zip____45  clause_86   1.000000000000e+00
    in_cut_zip____45  clause_87   1.000000000000e+00
    in_cut_zip____45  clause_88   1.000000000000e+00
    in_cut_zip____45  clause_89   1.000000000000e+00
    in_cut_zip____45  clause_90   1.000000000000e+00
    in_cut_zip____45  clause_91   1.000000000000e+00
    in_cut_zip____45  clause_92   1.000000000000e+00
    in_cut_zip____45  clause_93   1.000000000000e+00
    in_cut_zip____45  clause_94   1.000000000000e+00
    in_cut_zip____45  clause_95   1.000000000000e+00
    in_cut_zip____45  clause_96   1.000000000000e+00
    in_cut_zip____45  clause_97   1.000000000000e+00
    in_cut_zip____45  clause_98   1.000000000000e+00
    in_cut_zip____45  clause_99   1.000000000000e+00
    in_cut_zip____45  clause_100   1.000000000000e+00
    in_cut_zip____45  clause_101   1.000000000000e+00
    in_cut_zip____45  clause_104   1.000000000000e+00
    in_cut_zip____45  clause_105   1.000000000000e+00
    in_cut_zip____45  clause_106   1.000000000000e+00
    in_cut_zip____45  clause_107   1.000000000000e+00
    in_cut_zip____45  clause_108   1.000000000000e+00
    in_cut_zip____45  clause_111   1.000000000000e+00
    in_cut_zip____45  clause_112   1.000000000000e+00
    in_cut_zip____45  clause_113   1.000000000000e+00
    in_cut_zip____45  clause_114   1.000000000000e+00
    in_cut_zip____45  clause_121   1.000000000000e+00
    in_cut_zip____45  clause_122   1.000000000000e+00
    in_cut_zip____45  clause_123   1.000000000000e+00
    in_cut_zip____45  clause_124   1.000000000000e+00
    in_cut_zip____45  clause_125   1.000000000000e+00
    in_cut_zip____45  clause_126   1.000000000000e+00
    in_cut_zip____45  clause_132   1.000000000000e+00
    in_cut_zip____45  clause_133   1.000000000000e+00
    in_cut_zip____45  clause_134   1.000000000000e+00
    in_cut_zip____45  OBJ        6.624000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_0__60  linear_low_35  -1.104000000000e+03
    suppressed_tuple_0__60  clause_63   1.000000000000e+00
    suppressed_tuple_0__60  clause_88   1.000000000000e+00
    suppressed_tuple_0__60  clause_91   1.000000000000e+00
    suppressed_tuple_0__60  clause_115   1.000000000000e+00
    suppressed_tuple_0__60  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_10__80  linear_low_45  -1.104000000000e+03
    suppressed_tuple_10__80  clause_77   1.000000000000e+00
    suppressed_tuple_10__80  clause_104   1.000000000000e+00
    suppressed_tuple_10__80  clause_124   1.000000000000e+00
    suppressed_tuple_10__80  clause_140   1.000000000000e+00
    suppressed_tuple_10__80  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_11__82  linear_low_46  -1.104000000000e+03
    suppressed_tuple_11__82  clause_79   1.000000000000e+00
    suppressed_tuple_11__82  clause_99   1.000000000000e+00
    suppressed_tuple_11__82  clause_122   1.000000000000e+00
    suppressed_tuple_11__82  clause_139   1.000000000000e+00
    suppressed_tuple_11__82  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_12__84  linear_low_47  -1.104000000000e+03
    suppressed_tuple_12__84  clause_66   1.000000000000e+00
    suppressed_tuple_12__84  clause_89   1.000000000000e+00
    suppressed_tuple_12__84  clause_127   1.000000000000e+00
    suppressed_tuple_12__84  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_13__86  linear_low_48  -1.104000000000e+03
    suppressed_tuple_13__86  clause_81   1.000000000000e+00
    suppressed_tuple_13__86  clause_106   1.000000000000e+00
    suppressed_tuple_13__86  clause_128   1.000000000000e+00
    suppressed_tuple_13__86  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_14__88  linear_low_49  -1.104000000000e+03
    suppressed_tuple_14__88  clause_70   1.000000000000e+00
    suppressed_tuple_14__88  clause_97   1.000000000000e+00
    suppressed_tuple_14__88  clause_129   1.000000000000e+00
    suppressed_tuple_14__88  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_15__90  linear_low_50  -1.104000000000e+03
    suppressed_tuple_15__90  clause_64   1.000000000000e+00
    suppressed_tuple_15__90  clause_95   1.000000000000e+00
    suppressed_tuple_15__90  clause_109   1.000000000000e+00
    suppressed_tuple_15__90  clause_131   1.000000000000e+00
    suppressed_tuple_15__90  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_16__92  linear_low_51  -1.104000000000e+03
    suppressed_tuple_16__92  clause_78   1.000000000000e+00
    suppressed_tuple_16__92  clause_82   1.000000000000e+00
    suppressed_tuple_16__92  clause_107   1.000000000000e+00
    suppressed_tuple_16__92  clause_130   1.000000000000e+00
    suppressed_tuple_16__92  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_17__94  linear_low_52  -1.104000000000e+03
    suppressed_tuple_17__94  clause_74   1.000000000000e+00
    suppressed_tuple_17__94  clause_108   1.000000000000e+00
    suppressed_tuple_17__94  clause_132   1.000000000000e+00
    suppressed_tuple_17__94  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_18__96  linear_low_53  -1.104000000000e+03
    suppressed_tuple_18__96  clause_80   1.000000000000e+00
    suppressed_tuple_18__96  clause_110   1.000000000000e+00
    suppressed_tuple_18__96  clause_133   1.000000000000e+00
    suppressed_tuple_18__96  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_19__98  linear_low_54  -1.104000000000e+03
    suppressed_tuple_19__98  clause_59   1.000000000000e+00
    suppressed_tuple_19__98  clause_84   1.000000000000e+00
    suppressed_tuple_19__98  clause_111   1.000000000000e+00
    suppressed_tuple_19__98  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_1__62  linear_low_36  -1.104000000000e+03
    suppressed_tuple_1__62  clause_65   1.000000000000e+00
    suppressed_tuple_1__62  clause_90   1.000000000000e+00
    suppressed_tuple_1__62  clause_102   1.000000000000e+00
    suppressed_tuple_1__62  clause_116   1.000000000000e+00
    suppressed_tuple_1__62  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_20__100  linear_low_55  -1.104000000000e+03
    suppressed_tuple_20__100  clause_76   1.000000000000e+00
    suppressed_tuple_20__100  clause_105   1.000000000000e+00
    suppressed_tuple_20__100  clause_134   1.000000000000e+00
    suppressed_tuple_20__100  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_21__102  linear_low_56  -1.104000000000e+03
    suppressed_tuple_21__102  clause_83   1.000000000000e+00
    suppressed_tuple_21__102  clause_86   1.000000000000e+00
    suppressed_tuple_21__102  clause_113   1.000000000000e+00
    suppressed_tuple_21__102  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_22__104  linear_low_57  -1.104000000000e+03
    suppressed_tuple_22__104  clause_60   1.000000000000e+00
    suppressed_tuple_22__104  clause_85   1.000000000000e+00
    suppressed_tuple_22__104  clause_112   1.000000000000e+00
    suppressed_tuple_22__104  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_23__106  linear_low_58  -1.104000000000e+03
    suppressed_tuple_23__106  clause_62   1.000000000000e+00
    suppressed_tuple_23__106  clause_87   1.000000000000e+00
    suppressed_tuple_23__106  clause_114   1.000000000000e+00
    suppressed_tuple_23__106  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_2__64  linear_low_37  -1.104000000000e+03
    suppressed_tuple_2__64  clause_67   1.000000000000e+00
    suppressed_tuple_2__64  clause_92   1.000000000000e+00
    suppressed_tuple_2__64  clause_117   1.000000000000e+00
    suppressed_tuple_2__64  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_3__66  linear_low_38  -1.104000000000e+03
    suppressed_tuple_3__66  clause_69   1.000000000000e+00
    suppressed_tuple_3__66  clause_93   1.000000000000e+00
    suppressed_tuple_3__66  clause_118   1.000000000000e+00
    suppressed_tuple_3__66  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_4__68  linear_low_39  -1.104000000000e+03
    suppressed_tuple_4__68  clause_71   1.000000000000e+00
    suppressed_tuple_4__68  clause_94   1.000000000000e+00
    suppressed_tuple_4__68  clause_119   1.000000000000e+00
    suppressed_tuple_4__68  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_5__70  linear_low_40  -1.104000000000e+03
    suppressed_tuple_5__70  clause_73   1.000000000000e+00
    suppressed_tuple_5__70  clause_96   1.000000000000e+00
    suppressed_tuple_5__70  clause_120   1.000000000000e+00
    suppressed_tuple_5__70  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_6__72  linear_low_41  -1.104000000000e+03
    suppressed_tuple_6__72  clause_72   1.000000000000e+00
    suppressed_tuple_6__72  clause_98   1.000000000000e+00
    suppressed_tuple_6__72  clause_121   1.000000000000e+00
    suppressed_tuple_6__72  clause_135   1.000000000000e+00
    suppressed_tuple_6__72  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_7__74  linear_low_42  -1.104000000000e+03
    suppressed_tuple_7__74  clause_68   1.000000000000e+00
    suppressed_tuple_7__74  clause_100   1.000000000000e+00
    suppressed_tuple_7__74  clause_123   1.000000000000e+00
    suppressed_tuple_7__74  clause_136   1.000000000000e+00
    suppressed_tuple_7__74  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_8__76  linear_low_43  -1.104000000000e+03
    suppressed_tuple_8__76  clause_75   1.000000000000e+00
    suppressed_tuple_8__76  clause_101   1.000000000000e+00
    suppressed_tuple_8__76  clause_125   1.000000000000e+00
    suppressed_tuple_8__76  clause_137   1.000000000000e+00
    suppressed_tuple_8__76  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    suppressed_tuple_9__78  linear_low_44  -1.104000000000e+03
    suppressed_tuple_9__78  clause_61   1.000000000000e+00
    suppressed_tuple_9__78  clause_103   1.000000000000e+00
    suppressed_tuple_9__78  clause_126   1.000000000000e+00
    suppressed_tuple_9__78  clause_138   1.000000000000e+00
    suppressed_tuple_9__78  linear_high_141   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       one_0      1.000000000000e+00
    RHS       one_1      1.000000000000e+00
    RHS       one_2      1.000000000000e+00
    RHS       one_3      1.000000000000e+00
    RHS       one_4      1.000000000000e+00
    RHS       one_5      1.000000000000e+00
    RHS       one_6      1.000000000000e+00
    RHS       one_7      1.000000000000e+00
    RHS       one_8      1.000000000000e+00
    RHS       one_9      1.000000000000e+00
    RHS       one_10     1.000000000000e+00
    RHS       one_11     1.000000000000e+00
    RHS       one_12     1.000000000000e+00
    RHS       one_13     1.000000000000e+00
    RHS       one_14     1.000000000000e+00
    RHS       one_15     1.000000000000e+00
    RHS       one_16     1.000000000000e+00
    RHS       one_17     1.000000000000e+00
    RHS       one_18     1.000000000000e+00
    RHS       one_19     1.000000000000e+00
    RHS       one_20     1.000000000000e+00
    RHS       one_21     1.000000000000e+00
    RHS       one_22     1.000000000000e+00
    RHS       one_23     1.000000000000e+00
    RHS       one_24     1.000000000000e+00
    RHS       one_25     1.000000000000e+00
    RHS       one_26     1.000000000000e+00
    RHS       one_27     1.000000000000e+00
    RHS       one_28     1.000000000000e+00
    RHS       one_29     1.000000000000e+00
    RHS       one_30     1.000000000000e+00
    RHS       one_31     1.000000000000e+00
    RHS       one_32     1.000000000000e+00
    RHS       one_33     1.000000000000e+00
    RHS       one_34     1.000000000000e+00
    RHS       linear_low_35   0.000000000000e+00
    RHS       linear_low_36   0.000000000000e+00
    RHS       linear_low_37   0.000000000000e+00
    RHS       linear_low_38   0.000000000000e+00
    RHS       linear_low_39   0.000000000000e+00
    RHS       linear_low_40   0.000000000000e+00
    RHS       linear_low_41   0.000000000000e+00
    RHS       linear_low_42   0.000000000000e+00
    RHS       linear_low_43   0.000000000000e+00
    RHS       linear_low_44   0.000000000000e+00
    RHS       linear_low_45   0.000000000000e+00
    RHS       linear_low_46   0.000000000000e+00
    RHS       linear_low_47   0.000000000000e+00
    RHS       linear_low_48   0.000000000000e+00
    RHS       linear_low_49   0.000000000000e+00
    RHS       linear_low_50   0.000000000000e+00
    RHS       linear_low_51   0.000000000000e+00
    RHS       linear_low_52   0.000000000000e+00
    RHS       linear_low_53   0.000000000000e+00
    RHS       linear_low_54   0.000000000000e+00
    RHS       linear_low_55   0.000000000000e+00
    RHS       linear_low_56   0.000000000000e+00
    RHS       linear_low_57   0.000000000000e+00
    RHS       linear_low_58   0.000000000000e+00
    RHS       clause_59   1.000000000000e+00
    RHS       clause_60   1.000000000000e+00
    RHS       clause_61   1.000000000000e+00
    RHS       clause_62   1.000000000000e+00
    RHS       clause_63   1.000000000000e+00
    RHS       clause_64   1.000000000000e+00
    RHS       clause_65   1.000000000000e+00
    RHS       clause_66   1.000000000000e+00
    RHS       clause_67   1.000000000000e+00
    RHS       clause_68   1.000000000000e+00
    RHS       clause_69   1.000000000000e+00
    RHS       clause_70   1.000000000000e+00
    RHS       clause_71   1.000000000000e+00
    RHS       clause_72   1.000000000000e+00
    RHS       clause_73   1.000000000000e+00
    RHS       clause_74   1.000000000000e+00
    RHS       clause_75   1.000000000000e+00
    RHS       clause_76   1.000000000000e+00
    RHS       clause_77   1.000000000000e+00
    RHS       clause_78   1.000000000000e+00
    RHS       clause_79   1.000000000000e+00
    RHS       clause_80   1.000000000000e+00
    RHS       clause_81   1.000000000000e+00
    RHS       clause_82   1.000000000000e+00
    RHS       clause_83   1.000000000000e+00
    RHS       clause_84   1.000000000000e+00
    RHS       clause_85   1.000000000000e+00
    RHS       clause_86   1.000000000000e+00
    RHS       clause_87   1.000000000000e+00
    RHS       clause_88   1.000000000000e+00
    RHS       clause_89   1.000000000000e+00
    RHS       clause_90   1.000000000000e+00
    RHS       clause_91   1.000000000000e+00
    RHS       clause_92   1.000000000000e+00
    RHS       clause_93   1.000000000000e+00
    RHS       clause_94   1.000000000000e+00
    RHS       clause_95   1.000000000000e+00
    RHS       clause_96   1.000000000000e+00
    RHS       clause_97   1.000000000000e+00
    RHS       clause_98   1.000000000000e+00
    RHS       clause_99   1.000000000000e+00
    RHS       clause_100   1.000000000000e+00
    RHS       clause_101   1.000000000000e+00
    RHS       clause_102   1.000000000000e+00
    RHS       clause_103   1.000000000000e+00
    RHS       clause_104   1.000000000000e+00
    RHS       clause_105   1.000000000000e+00
    RHS       clause_106   1.000000000000e+00
    RHS       clause_107   1.000000000000e+00
    RHS       clause_108   1.000000000000e+00
    RHS       clause_109   1.000000000000e+00
    RHS       clause_110   1.000000000000e+00
    RHS       clause_111   1.000000000000e+00
    RHS       clause_112   1.000000000000e+00
    RHS       clause_113   1.000000000000e+00
    RHS       clause_114   1.000000000000e+00
    RHS       clause_115   1.000000000000e+00
    RHS       clause_116   1.000000000000e+00
    RHS       clause_117   1.000000000000e+00
    RHS       clause_118   1.000000000000e+00
    RHS       clause_119   1.000000000000e+00
    RHS       clause_120   1.000000000000e+00
    RHS       clause_121   1.000000000000e+00
    RHS       clause_122   1.000000000000e+00
    RHS       clause_123   1.000000000000e+00
    RHS       clause_124   1.000000000000e+00
    RHS       clause_125   1.000000000000e+00
    RHS       clause_126   1.000000000000e+00
    RHS       clause_127   1.000000000000e+00
    RHS       clause_128   1.000000000000e+00
    RHS       clause_129   1.000000000000e+00
    RHS       clause_130   1.000000000000e+00
    RHS       clause_131   1.000000000000e+00
    RHS       clause_132   1.000000000000e+00
    RHS       clause_133   1.000000000000e+00
    RHS       clause_134   1.000000000000e+00
    RHS       clause_135   1.000000000000e+00
    RHS       clause_136   1.000000000000e+00
    RHS       clause_137   1.000000000000e+00
    RHS       clause_138   1.000000000000e+00
    RHS       clause_139   1.000000000000e+00
    RHS       clause_140   1.000000000000e+00
    RHS       linear_high_141   2.000000000000e+00
BOUNDS
 UP BND       extra_tuple_0__61   1.104000000000e+03
 UP BND       extra_tuple_10__81   1.104000000000e+03
 UP BND       extra_tuple_11__83   1.104000000000e+03
 UP BND       extra_tuple_12__85   1.104000000000e+03
 UP BND       extra_tuple_13__87   1.104000000000e+03
 UP BND       extra_tuple_14__89   1.104000000000e+03
 UP BND       extra_tuple_15__91   1.104000000000e+03
 UP BND       extra_tuple_16__93   1.104000000000e+03
 UP BND       extra_tuple_17__95   1.104000000000e+03
 UP BND       extra_tuple_18__97   1.104000000000e+03
 UP BND       extra_tuple_19__99   1.104000000000e+03
 UP BND       extra_tuple_1__63   1.104000000000e+03
 UP BND       extra_tuple_20__101   1.104000000000e+03
 UP BND       extra_tuple_21__103   1.104000000000e+03
 UP BND       extra_tuple_22__105   1.104000000000e+03
 UP BND       extra_tuple_23__107   1.104000000000e+03
 UP BND       extra_tuple_2__65   1.104000000000e+03
 UP BND       extra_tuple_3__67   1.104000000000e+03
 UP BND       extra_tuple_4__69   1.104000000000e+03
 UP BND       extra_tuple_5__71   1.104000000000e+03
 UP BND       extra_tuple_6__73   1.104000000000e+03
 UP BND       extra_tuple_7__75   1.104000000000e+03
 UP BND       extra_tuple_8__77   1.104000000000e+03
 UP BND       extra_tuple_9__79   1.104000000000e+03
 BV BND       in_cut_age_23__18
 BV BND       in_cut_age_24__19
 BV BND       in_cut_age_25__20
 BV BND       in_cut_age_26__21
 BV BND       in_cut_age_27__22
 BV BND       in_cut_age_29__23
 BV BND       in_cut_age_31__24
 BV BND       in_cut_age_33__25
 BV BND       in_cut_age_34__26
 BV BND       in_cut_age_36__27
 BV BND       in_cut_age_38__28
 BV BND       in_cut_age_39__29
 BV BND       in_cut_age_42__30
 BV BND       in_cut_age_44__31
 BV BND       in_cut_age_45__32
 BV BND       in_cut_age_47__33
 BV BND       in_cut_age_49__34
 BV BND       in_cut_age_51__35
 BV BND       in_cut_age_52__36
 BV BND       in_cut_age_55__37
 BV BND       in_cut_age_57__38
 BV BND       in_cut_age_58__39
 BV BND       in_cut_age_61__40
 BV BND       in_cut_age_66__41
 BV BND       in_cut_age__20__25___8
 BV BND       in_cut_age__20__30___3
 BV BND       in_cut_age__20__40___1
 BV BND       in_cut_age__20__70___0
 BV BND       in_cut_age__25__30___9
 BV BND       in_cut_age__30__35___10
 BV BND       in_cut_age__30__40___4
 BV BND       in_cut_age__35__40___11
 BV BND       in_cut_age__40__45___12
 BV BND       in_cut_age__40__50___5
 BV BND       in_cut_age__40__70___2
 BV BND       in_cut_age__45__50___13
 BV BND       in_cut_age__50__55___14
 BV BND       in_cut_age__50__60___6
 BV BND       in_cut_age__55__60___15
 BV BND       in_cut_age__60__65___16
 BV BND       in_cut_age__60__70___7
 BV BND       in_cut_age__65__70___17
 BV BND       in_cut_job____53
 BV BND       in_cut_job_clerk__58
 BV BND       in_cut_job_doctor__56
 BV BND       in_cut_job_health__54
 BV BND       in_cut_job_lawyer__59
 BV BND       in_cut_job_nurse__55
 BV BND       in_cut_job_office__57
 BV BND       in_cut_sex_F__43
 BV BND       in_cut_sex_M__44
 BV BND       in_cut_sex____42
 BV BND       in_cut_zip_13053__47
 BV BND       in_cut_zip_13067__48
 BV BND       in_cut_zip_13068__49
 BV BND       in_cut_zip_130____46
 BV BND       in_cut_zip_14850__51
 BV BND       in_cut_zip_14853__52
 BV BND       in_cut_zip_148____50
 BV BND       in_cut_zip____45
 BV BND       suppressed_tuple_0__60
 BV BND       suppressed_tuple_10__80
 BV BND       suppressed_tuple_11__82
 BV BND       suppressed_tuple_12__84
 BV BND       suppressed_tuple_13__86
 BV BND       suppressed_tuple_14__88
 BV BND       suppressed_tuple_15__90
 BV BND       suppressed_tuple_16__92
 BV BND       suppressed_tuple_17__94
 BV BND       suppressed_tuple_18__96
 BV BND       suppressed_tuple_19__98
 BV BND       suppressed_tuple_1__62
 BV BND       suppressed_tuple_20__100
 BV BND       suppressed_tuple_21__102
 BV BND       suppressed_tuple_22__104
 BV BND       suppressed_tuple_23__106
 BV BND       suppressed_tuple_2__64
 BV BND       suppressed_tuple_3__66
 BV BND       suppressed_tuple_4__68
 BV BND       suppressed_tuple_5__70
 BV BND       suppressed_tuple_6__72
 BV BND       suppressed_tuple_7__74
 BV BND       suppressed_tuple_8__76
 BV BND       suppressed_tuple_9__78
ENDATA
