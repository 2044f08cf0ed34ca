*SENSE:Minimize
NAME          quickstart_cut_l2
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
 G  clause_35
 G  clause_36
 G  clause_37
 G  clause_38
 G  clause_39
 G  clause_40
 G  clause_41
 G  clause_42
 G  clause_43
 G  clause_44
 G  clause_45
 G  clause_46
 G  clause_47
 G  clause_48
 G  clause_49
 G  clause_50
 G  clause_51
 G  clause_52
 G  clause_53
 G  clause_54
 G  clause_55
 G  clause_56
 G  clause_57
 G  clause_58
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
COLUMNS
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
    in_cut_age__20__25___8  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__20__30___3  one_0      1.000000000000e+00
    in_cut_age__20__30___3  one_1      1.000000000000e+00
    in_cut_age__20__30___3  one_2      1.000000000000e+00
    in_cut_age__20__30___3  one_3      1.000000000000e+00
    in_cut_age__20__30___3  one_4      1.000000000000e+00
    in_cut_age__20__30___3  one_5      1.000000000000e+00
    in_cut_age__20__30___3  clause_58   1.000000000000e+00
    in_cut_age__20__30___3  clause_61   1.000000000000e+00
    in_cut_age__20__30___3  clause_72   1.000000000000e+00
    in_cut_age__20__30___3  clause_73   1.000000000000e+00
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
    in_cut_age__20__40___1  clause_58   1.000000000000e+00
    in_cut_age__20__40___1  clause_59   1.000000000000e+00
    in_cut_age__20__40___1  clause_61   1.000000000000e+00
    in_cut_age__20__40___1  clause_62   1.000000000000e+00
    in_cut_age__20__40___1  clause_63   1.000000000000e+00
    in_cut_age__20__40___1  clause_64   1.000000000000e+00
    in_cut_age__20__40___1  clause_65   1.000000000000e+00
    in_cut_age__20__40___1  clause_66   1.000000000000e+00
    in_cut_age__20__40___1  clause_67   1.000000000000e+00
    in_cut_age__20__40___1  clause_72   1.000000000000e+00
    in_cut_age__20__40___1  clause_73   1.000000000000e+00
    in_cut_age__20__40___1  clause_75   1.000000000000e+00
    in_cut_age__20__40___1  clause_77   1.000000000000e+00
    in_cut_age__20__40___1  clause_78   1.000000000000e+00
    in_cut_age__20__40___1  clause_79   1.000000000000e+00
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
    in_cut_age__20__70___0  clause_35   1.000000000000e+00
    in_cut_age__20__70___0  clause_36   1.000000000000e+00
    in_cut_age__20__70___0  clause_45   1.000000000000e+00
    in_cut_age__20__70___0  clause_47   1.000000000000e+00
    in_cut_age__20__70___0  clause_53   1.000000000000e+00
    in_cut_age__20__70___0  clause_56   1.000000000000e+00
    in_cut_age__20__70___0  clause_57   1.000000000000e+00
    in_cut_age__20__70___0  clause_58   1.000000000000e+00
    in_cut_age__20__70___0  clause_59   1.000000000000e+00
    in_cut_age__20__70___0  clause_60   1.000000000000e+00
    in_cut_age__20__70___0  clause_61   1.000000000000e+00
    in_cut_age__20__70___0  clause_62   1.000000000000e+00
    in_cut_age__20__70___0  clause_63   1.000000000000e+00
    in_cut_age__20__70___0  clause_64   1.000000000000e+00
    in_cut_age__20__70___0  clause_65   1.000000000000e+00
    in_cut_age__20__70___0  clause_66   1.000000000000e+00
    in_cut_age__20__70___0  clause_67   1.000000000000e+00
    in_cut_age__20__70___0  clause_68   1.000000000000e+00
    in_cut_age__20__70___0  clause_69   1.000000000000e+00
    in_cut_age__20__70___0  clause_71   1.000000000000e+00
    in_cut_age__20__70___0  clause_72   1.000000000000e+00
    in_cut_age__20__70___0  clause_73   1.000000000000e+00
    in_cut_age__20__70___0  clause_74   1.000000000000e+00
    in_cut_age__20__70___0  clause_75   1.000000000000e+00
    in_cut_age__20__70___0  clause_76   1.000000000000e+00
    in_cut_age__20__70___0  clause_77   1.000000000000e+00
    in_cut_age__20__70___0  clause_78   1.000000000000e+00
    in_cut_age__20__70___0  clause_79   1.000000000000e+00
    in_cut_age__20__70___0  clause_80   1.000000000000e+00
    in_cut_age__20__70___0  OBJ        6.624000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__25__30___9  one_2      1.000000000000e+00
    in_cut_age__25__30___9  one_3      1.000000000000e+00
    in_cut_age__25__30___9  one_4      1.000000000000e+00
    in_cut_age__25__30___9  one_5      1.000000000000e+00
    in_cut_age__25__30___9  clause_72   1.000000000000e+00
    in_cut_age__25__30___9  clause_73   1.000000000000e+00
    in_cut_age__25__30___9  OBJ        1.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__30__35___10  one_6      1.000000000000e+00
    in_cut_age__30__35___10  one_7      1.000000000000e+00
    in_cut_age__30__35___10  one_8      1.000000000000e+00
    in_cut_age__30__35___10  clause_75   1.000000000000e+00
    in_cut_age__30__35___10  clause_77   1.000000000000e+00
    in_cut_age__30__35___10  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__30__40___4  one_6      1.000000000000e+00
    in_cut_age__30__40___4  one_7      1.000000000000e+00
    in_cut_age__30__40___4  one_8      1.000000000000e+00
    in_cut_age__30__40___4  one_9      1.000000000000e+00
    in_cut_age__30__40___4  one_10     1.000000000000e+00
    in_cut_age__30__40___4  one_11     1.000000000000e+00
    in_cut_age__30__40___4  clause_63   1.000000000000e+00
    in_cut_age__30__40___4  clause_64   1.000000000000e+00
    in_cut_age__30__40___4  clause_66   1.000000000000e+00
    in_cut_age__30__40___4  clause_67   1.000000000000e+00
    in_cut_age__30__40___4  clause_75   1.000000000000e+00
    in_cut_age__30__40___4  clause_77   1.000000000000e+00
    in_cut_age__30__40___4  clause_78   1.000000000000e+00
    in_cut_age__30__40___4  clause_79   1.000000000000e+00
    in_cut_age__30__40___4  OBJ        3.600000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__35__40___11  one_9      1.000000000000e+00
    in_cut_age__35__40___11  one_10     1.000000000000e+00
    in_cut_age__35__40___11  one_11     1.000000000000e+00
    in_cut_age__35__40___11  clause_78   1.000000000000e+00
    in_cut_age__35__40___11  clause_79   1.000000000000e+00
    in_cut_age__35__40___11  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__40__45___12  one_12     1.000000000000e+00
    in_cut_age__40__45___12  one_13     1.000000000000e+00
    in_cut_age__40__45___12  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__40__50___5  one_12     1.000000000000e+00
    in_cut_age__40__50___5  one_13     1.000000000000e+00
    in_cut_age__40__50___5  one_14     1.000000000000e+00
    in_cut_age__40__50___5  one_15     1.000000000000e+00
    in_cut_age__40__50___5  one_16     1.000000000000e+00
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
    in_cut_age__40__70___2  clause_35   1.000000000000e+00
    in_cut_age__40__70___2  clause_53   1.000000000000e+00
    in_cut_age__40__70___2  OBJ        1.584000000000e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__45__50___13  one_14     1.000000000000e+00
    in_cut_age__45__50___13  one_15     1.000000000000e+00
    in_cut_age__45__50___13  one_16     1.000000000000e+00
    in_cut_age__45__50___13  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__50__55___14  one_17     1.000000000000e+00
    in_cut_age__50__55___14  one_18     1.000000000000e+00
    in_cut_age__50__55___14  OBJ        2.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__50__60___6  one_17     1.000000000000e+00
    in_cut_age__50__60___6  one_18     1.000000000000e+00
    in_cut_age__50__60___6  one_19     1.000000000000e+00
    in_cut_age__50__60___6  one_20     1.000000000000e+00
    in_cut_age__50__60___6  one_21     1.000000000000e+00
    in_cut_age__50__60___6  OBJ        2.400000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__55__60___15  one_19     1.000000000000e+00
    in_cut_age__55__60___15  one_20     1.000000000000e+00
    in_cut_age__55__60___15  one_21     1.000000000000e+00
    in_cut_age__55__60___15  OBJ        7.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__60__65___16  one_22     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age__60__70___7  one_22     1.000000000000e+00
    in_cut_age__60__70___7  one_23     1.000000000000e+00
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
    in_cut_job____53  clause_37   1.000000000000e+00
    in_cut_job____53  clause_39   1.000000000000e+00
    in_cut_job____53  clause_41   1.000000000000e+00
    in_cut_job____53  clause_42   1.000000000000e+00
    in_cut_job____53  clause_43   1.000000000000e+00
    in_cut_job____53  clause_44   1.000000000000e+00
    in_cut_job____53  clause_45   1.000000000000e+00
    in_cut_job____53  clause_46   1.000000000000e+00
    in_cut_job____53  clause_47   1.000000000000e+00
    in_cut_job____53  clause_48   1.000000000000e+00
    in_cut_job____53  clause_49   1.000000000000e+00
    in_cut_job____53  clause_50   1.000000000000e+00
    in_cut_job____53  clause_51   1.000000000000e+00
    in_cut_job____53  clause_52   1.000000000000e+00
    in_cut_job____53  clause_54   1.000000000000e+00
    in_cut_job____53  clause_55   1.000000000000e+00
    in_cut_job____53  clause_56   1.000000000000e+00
    in_cut_job____53  clause_57   1.000000000000e+00
    in_cut_job____53  clause_58   1.000000000000e+00
    in_cut_job____53  clause_60   1.000000000000e+00
    in_cut_job____53  clause_64   1.000000000000e+00
    in_cut_job____53  clause_65   1.000000000000e+00
    in_cut_job____53  clause_67   1.000000000000e+00
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
    in_cut_job_health__54  clause_39   1.000000000000e+00
    in_cut_job_health__54  clause_41   1.000000000000e+00
    in_cut_job_health__54  clause_47   1.000000000000e+00
    in_cut_job_health__54  clause_51   1.000000000000e+00
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
    in_cut_job_office__57  clause_42   1.000000000000e+00
    in_cut_job_office__57  clause_45   1.000000000000e+00
    in_cut_job_office__57  clause_46   1.000000000000e+00
    in_cut_job_office__57  clause_54   1.000000000000e+00
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
    in_cut_sex____42  clause_36   1.000000000000e+00
    in_cut_sex____42  clause_38   1.000000000000e+00
    in_cut_sex____42  clause_39   1.000000000000e+00
    in_cut_sex____42  clause_40   1.000000000000e+00
    in_cut_sex____42  clause_41   1.000000000000e+00
    in_cut_sex____42  clause_42   1.000000000000e+00
    in_cut_sex____42  clause_43   1.000000000000e+00
    in_cut_sex____42  clause_45   1.000000000000e+00
    in_cut_sex____42  clause_46   1.000000000000e+00
    in_cut_sex____42  clause_47   1.000000000000e+00
    in_cut_sex____42  clause_48   1.000000000000e+00
    in_cut_sex____42  clause_49   1.000000000000e+00
    in_cut_sex____42  clause_52   1.000000000000e+00
    in_cut_sex____42  clause_53   1.000000000000e+00
    in_cut_sex____42  clause_54   1.000000000000e+00
    in_cut_sex____42  clause_55   1.000000000000e+00
    in_cut_sex____42  clause_57   1.000000000000e+00
    in_cut_sex____42  clause_59   1.000000000000e+00
    in_cut_sex____42  clause_61   1.000000000000e+00
    in_cut_sex____42  clause_62   1.000000000000e+00
    in_cut_sex____42  clause_63   1.000000000000e+00
    in_cut_sex____42  clause_65   1.000000000000e+00
    in_cut_sex____42  clause_66   1.000000000000e+00
    in_cut_sex____42  clause_81   1.000000000000e+00
    in_cut_sex____42  clause_82   1.000000000000e+00
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
    in_cut_zip_130____46  clause_37   1.000000000000e+00
    in_cut_zip_130____46  clause_38   1.000000000000e+00
    in_cut_zip_130____46  clause_40   1.000000000000e+00
    in_cut_zip_130____46  clause_48   1.000000000000e+00
    in_cut_zip_130____46  clause_50   1.000000000000e+00
    in_cut_zip_130____46  clause_51   1.000000000000e+00
    in_cut_zip_130____46  clause_68   1.000000000000e+00
    in_cut_zip_130____46  clause_70   1.000000000000e+00
    in_cut_zip_130____46  clause_71   1.000000000000e+00
    in_cut_zip_130____46  clause_74   1.000000000000e+00
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
    in_cut_zip_148____50  clause_44   1.000000000000e+00
    in_cut_zip_148____50  clause_54   1.000000000000e+00
    in_cut_zip_148____50  clause_69   1.000000000000e+00
    in_cut_zip_148____50  clause_76   1.000000000000e+00
    in_cut_zip_148____50  clause_80   1.000000000000e+00
    in_cut_zip_148____50  clause_81   1.000000000000e+00
    in_cut_zip_148____50  clause_82   1.000000000000e+00
    in_cut_zip_148____50  OBJ        8.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_zip____45  one_26     1.000000000000e+00
    in_cut_zip____45  one_27     1.000000000000e+00
    in_cut_zip____45  one_28     1.000000000000e+00
    in_cut_zip____45  one_29     1.000000000000e+00
    in_cut_zip____45  one_30     1.000000000000e+00
    in_cut_zip____45  clause_36   1.000000000000e+00
    in_cut_zip____45  clause_37   1.000000000000e+00
    in_cut_zip____45  clause_38   1.000000000000e+00
    in_cut_zip____45  clause_40   1.000000000000e+00
    in_cut_zip____45  clause_41   1.000000000000e+00
    in_cut_zip____45  clause_43   1.000000000000e+00
    in_cut_zip____45  clause_44   1.000000000000e+00
    in_cut_zip____45  clause_46   1.000000000000e+00
    in_cut_zip____45  clause_47   1.000000000000e+00
    in_cut_zip____45  clause_48   1.000000000000e+00
    in_cut_zip____45  clause_49   1.000000000000e+00
    in_cut_zip____45  clause_50   1.000000000000e+00
    in_cut_zip____45  clause_51   1.000000000000e+00
    in_cut_zip____45  clause_52   1.000000000000e+00
    in_cut_zip____45  clause_54   1.000000000000e+00
    in_cut_zip____45  clause_55   1.000000000000e+00
    in_cut_zip____45  clause_68   1.000000000000e+00
    in_cut_zip____45  clause_69   1.000000000000e+00
    in_cut_zip____45  clause_70   1.000000000000e+00
    in_cut_zip____45  clause_71   1.000000000000e+00
    in_cut_zip____45  clause_74   1.000000000000e+00
    in_cut_zip____45  clause_76   1.000000000000e+00
    in_cut_zip____45  clause_80   1.000000000000e+00
    in_cut_zip____45  clause_81   1.000000000000e+00
    in_cut_zip____45  clause_82   1.000000000000e+00
    in_cut_zip____45  OBJ        6.624000000000e+03
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
    RHS       clause_35   1.000000000000e+00
    RHS       clause_36   1.000000000000e+00
    RHS       clause_37   1.000000000000e+00
    RHS       clause_38   1.000000000000e+00
    RHS       clause_39   1.000000000000e+00
    RHS       clause_40   1.000000000000e+00
    RHS       clause_41   1.000000000000e+00
    RHS       clause_42   1.000000000000e+00
    RHS       clause_43   1.000000000000e+00
    RHS       clause_44   1.000000000000e+00
    RHS       clause_45   1.000000000000e+00
    RHS       clause_46   1.000000000000e+00
    RHS       clause_47   1.000000000000e+00
    RHS       clause_48   1.000000000000e+00
    RHS       clause_49   1.000000000000e+00
    RHS       clause_50   1.000000000000e+00
    RHS       clause_51   1.000000000000e+00
    RHS       clause_52   1.000000000000e+00
    RHS       clause_53   1.000000000000e+00
    RHS       clause_54   1.000000000000e+00
    RHS       clause_55   1.000000000000e+00
    RHS       clause_56   1.000000000000e+00
    RHS       clause_57   1.000000000000e+00
    RHS       clause_58   1.000000000000e+00
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
BOUNDS
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
ENDATA
