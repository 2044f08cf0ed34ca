*SENSE:Minimize
NAME          adult_cut_k100
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
 E  one_35
 E  one_36
 E  one_37
 E  one_38
 E  one_39
 E  one_40
 E  one_41
 E  one_42
 E  one_43
 E  one_44
 E  one_45
 E  one_46
 E  one_47
 E  one_48
 E  one_49
 E  one_50
 E  one_51
 E  one_52
 E  one_53
 E  one_54
 E  one_55
 E  one_56
 E  one_57
 E  one_58
 E  one_59
 E  one_60
 E  one_61
 E  one_62
 E  one_63
 E  one_64
 E  one_65
 E  one_66
 E  one_67
 E  one_68
 E  one_69
 E  one_70
 E  one_71
 E  one_72
 E  one_73
 E  one_74
 E  one_75
 E  one_76
 E  one_77
 E  one_78
 E  one_79
 E  one_80
 E  one_81
 E  one_82
 E  one_83
 E  one_84
 E  one_85
 E  one_86
 E  one_87
 E  one_88
 E  one_89
 E  one_90
 E  one_91
 E  one_92
 E  one_93
 E  one_94
 E  one_95
 E  one_96
 E  one_97
 E  one_98
 E  one_99
 E  one_100
 E  one_101
 E  one_102
 E  one_103
 E  one_104
 E  one_105
 E  one_106
 E  one_107
 E  one_108
 E  one_109
 E  one_110
 E  one_111
 E  one_112
 E  one_113
 E  one_114
 E  one_115
 E  one_116
 E  one_117
 E  one_118
 E  one_119
 E  one_120
 E  one_121
 E  one_122
 E  one_123
 E  one_124
 E  one_125
 E  one_126
 E  one_127
 E  one_128
 E  one_129
 E  one_130
 E  one_131
 E  one_132
 E  one_133
 E  one_134
 E  one_135
 E  one_136
 E  one_137
 E  one_138
 E  one_139
 E  one_140
 E  one_141
 E  one_142
 E  one_143
 E  one_144
 E  one_145
 E  one_146
 E  one_147
 E  one_148
 E  one_149
 E  one_150
 E  one_151
 E  one_152
 E  one_153
 E  one_154
 E  one_155
 E  one_156
 E  one_157
 E  one_158
 E  one_159
 E  one_160
 E  one_161
 E  one_162
 E  one_163
 E  one_164
 E  one_165
 E  one_166
 E  one_167
 E  one_168
 E  one_169
 E  one_170
 E  one_171
 E  one_172
 E  one_173
 E  one_174
 E  one_175
 E  one_176
 E  one_177
 E  one_178
 E  one_179
 E  one_180
 E  one_181
 E  one_182
 E  one_183
 E  one_184
 E  one_185
 E  one_186
 E  one_187
 E  one_188
 E  one_189
 E  one_190
 E  one_191
 E  one_192
 G  clause_193
 G  clause_194
 G  clause_195
 G  clause_196
 G  clause_197
 G  clause_198
 G  clause_199
 G  clause_200
 G  clause_201
 G  clause_202
 G  clause_203
 G  clause_204
 G  clause_205
 G  clause_206
 G  clause_207
 G  clause_208
 G  clause_209
 G  clause_210
 G  clause_211
 G  clause_212
 G  clause_213
 G  clause_214
 G  clause_215
 G  clause_216
 G  clause_217
 G  clause_218
 G  clause_219
 G  clause_220
 G  clause_221
 G  clause_222
 G  clause_223
 G  clause_224
 G  clause_225
 G  clause_226
 G  clause_227
 G  clause_228
 G  clause_229
 G  clause_230
 G  clause_231
 G  clause_232
 G  clause_233
 G  clause_234
 G  clause_235
 G  clause_236
 G  clause_237
 G  clause_238
 G  clause_239
 G  clause_240
 G  clause_241
 G  clause_242
 G  clause_243
 G  clause_244
 G  clause_245
 G  clause_246
 G  clause_247
 G  clause_248
 G  clause_249
 G  clause_250
 G  clause_251
 G  clause_252
 G  clause_253
 G  clause_254
 G  clause_255
 G  clause_256
 G  clause_257
 G  clause_258
 G  clause_259
 G  clause_260
 G  clause_261
 G  clause_262
 G  clause_263
 G  clause_264
 G  clause_265
 G  clause_266
 G  clause_267
 G  clause_268
 G  clause_269
 G  clause_270
 G  clause_271
 G  clause_272
 G  clause_273
 G  clause_274
 G  clause_275
 G  clause_276
 G  clause_277
 G  clause_278
 G  clause_279
 G  clause_280
 G  clause_281
 G  clause_282
 G  clause_283
 G  clause_284
 G  clause_285
 G  clause_286
 G  clause_287
 G  clause_288
 G  clause_289
 G  clause_290
 G  clause_291
 G  clause_292
 G  clause_293
 G  clause_294
 G  clause_295
 G  clause_296
 G  clause_297
 G  clause_298
 G  clause_299
 G  clause_300
 G  clause_301
 G  clause_302
 G  clause_303
 G  clause_304
 G  clause_305
 G  clause_306
 G  clause_307
 G  clause_308
 G  clause_309
 G  clause_310
 G  clause_311
 G  clause_312
 G  clause_313
 G  clause_314
 G  clause_315
 G  clause_316
 G  clause_317
 G  clause_318
 G  clause_319
 G  clause_320
 G  clause_321
 G  clause_322
 G  clause_323
 G  clause_324
 G  clause_325
 G  clause_326
 G  clause_327
 G  clause_328
 G  clause_329
 G  clause_330
 G  clause_331
 G  clause_332
 G  clause_333
 G  clause_334
 G  clause_335
 G  clause_336
 G  clause_337
 G  clause_338
 G  clause_339
 G  clause_340
 G  clause_341
 G  clause_342
 G  clause_343
 G  clause_344
 G  clause_345
 G  clause_346
 G  clause_347
 G  clause_348
 G  clause_349
 G  clause_350
 G  clause_351
 G  clause_352
 G  clause_353
 G  clause_354
 G  clause_355
 G  clause_356
 G  clause_357
 G  clause_358
 G  clause_359
 G  clause_360
 G  clause_361
 G  clause_362
 G  clause_363
 G  clause_364
 G  clause_365
 G  clause_366
 G  clause_367
 G  clause_368
 G  clause_369
 G  clause_370
 G  clause_371
 G  clause_372
 G  clause_373
 G  clause_374
 G  clause_375
 G  clause_376
 G  clause_377
 G  clause_378
 G  clause_379
 G  clause_380
 G  clause_381
 G  clause_382
 G  clause_383
 G  clause_384
 G  clause_385
 G  clause_386
 G  clause_387
 G  clause_388
 G  clause_389
 G  clause_390
 G  clause_391
 G  clause_392
 G  clause_393
 G  clause_394
 G  clause_395
 G  clause_396
 G  clause_397
 G  clause_398
 G  clause_399
 G  clause_400
 G  clause_401
 G  clause_402
 G  clause_403
 G  clause_404
 G  clause_405
 G  clause_406
 G  clause_407
 G  clause_408
 G  clause_409
 G  clause_410
 G  clause_411
 G  clause_412
 G  clause_413
 G  clause_414
 G  clause_415
 G  clause_416
 G  clause_417
 G  clause_418
 G  clause_419
 G  clause_420
 G  clause_421
 G  clause_422
 G  clause_423
 G  clause_424
 G  clause_425
 G  clause_426
 G  clause_427
 G  clause_428
 G  clause_429
 G  clause_430
 G  clause_431
 G  clause_432
 G  clause_433
 G  clause_434
 G  clause_435
 G  clause_436
 G  clause_437
 G  clause_438
 G  clause_439
 G  clause_440
 G  clause_441
 G  clause_442
 G  clause_443
 G  clause_444
 G  clause_445
 G  clause_446
 G  clause_447
 G  clause_448
 G  clause_449
 G  clause_450
 G  clause_451
 G  clause_452
 G  clause_453
 G  clause_454
 G  clause_455
 G  clause_456
 G  clause_457
 G  clause_458
 G  clause_459
 G  clause_460
 G  clause_461
 G  clause_462
 G  clause_463
 G  clause_464
 G  clause_465
 G  clause_466
 G  clause_467
 G  clause_468
 G  clause_469
 G  clause_470
 G  clause_471
 G  clause_472
 G  clause_473
 G  clause_474
 G  clause_475
 G  clause_476
 G  clause_477
 G  clause_478
 G  clause_479
 G  clause_480
 G  clause_481
 G  clause_482
 G  clause_483
 G  clause_484
 G  clause_485
 G  clause_486
 G  clause_487
 G  clause_488
 G  clause_489
 G  clause_490
 G  clause_491
 G  clause_492
 G  clause_493
 G  clause_494
 G  clause_495
 G  clause_496
 G  clause_497
 G  clause_498
 G  clause_499
 G  clause_500
 G  clause_501
 G  clause_502
 G  clause_503
 G  clause_504
 G  clause_505
 G  clause_506
 G  clause_507
 G  clause_508
 G  clause_509
 G  clause_510
 G  clause_511
 G  clause_512
 G  clause_513
 G  clause_514
 G  clause_515
 G  clause_516
 G  clause_517
 G  clause_518
 G  clause_519
 G  clause_520
 G  clause_521
 G  clause_522
 G  clause_523
 G  clause_524
 G  clause_525
 G  clause_526
 G  clause_527
 G  clause_528
 G  clause_529
 G  clause_530
 G  clause_531
 G  clause_532
 G  clause_533
 G  clause_534
 G  clause_535
 G  clause_536
 G  clause_537
 G  clause_538
 G  clause_539
 G  clause_540
 G  clause_541
 G  clause_542
 G  clause_543
 G  clause_544
 G  clause_545
 G  clause_546
 G  clause_547
 G  clause_548
 G  clause_549
 G  clause_550
 G  clause_551
 G  clause_552
 G  clause_553
 G  clause_554
 G  clause_555
 G  clause_556
 G  clause_557
 G  clause_558
 G  clause_559
 G  clause_560
 G  clause_561
 G  clause_562
 G  clause_563
 G  clause_564
 G  clause_565
 G  clause_566
 G  clause_567
 G  clause_568
 G  clause_569
 G  clause_570
 G  clause_571
 G  clause_572
 G  clause_573
 G  clause_574
 G  clause_575
 G  clause_576
 G  clause_577
 G  clause_578
 G  clause_579
 G  clause_580
 G  clause_581
 G  clause_582
 G  clause_583
 G  clause_584
 G  clause_585
 G  clause_586
 G  clause_587
 G  clause_588
 G  clause_589
 G  clause_590
 G  clause_591
 G  clause_592
 G  clause_593
 G  clause_594
 G  clause_595
 G  clause_596
 G  clause_597
 G  clause_598
 G  clause_599
 G  clause_600
 G  clause_601
 G  clause_602
 G  clause_603
 G  clause_604
 G  clause_605
 G  clause_606
 G  clause_607
 G  clause_608
 G  clause_609
 G  clause_610
 G  clause_611
 G  clause_612
 G  clause_613
 G  clause_614
 G  clause_615
 G  clause_616
 G  clause_617
 G  clause_618
 G  clause_619
 G  clause_620
 G  clause_621
 G  clause_622
 G  clause_623
 G  clause_624
 G  clause_625
 G  clause_626
 G  clause_627
 G  clause_628
 G  clause_629
 G  clause_630
 G  clause_631
 G  clause_632
 G  clause_633
 G  clause_634
 G  clause_635
 G  clause_636
 G  clause_637
 G  clause_638
 G  clause_639
 G  clause_640
 G  clause_641
 G  clause_642
 G  clause_643
 G  clause_644
 G  clause_645
 G  clause_646
 G  clause_647
 G  clause_648
 G  clause_649
 G  clause_650
 G  clause_651
 G  clause_652
 G  clause_653
 G  clause_654
 G  clause_655
 G  clause_656
 G  clause_657
 G  clause_658
 G  clause_659
 G  clause_660
 G  clause_661
 G  clause_662
 G  clause_663
 G  clause_664
 G  clause_665
 G  clause_666
 G  clause_667
 G  clause_668
 G  clause_669
 G  clause_670
 G  clause_671
 G  clause_672
 G  clause_673
 G  clause_674
 G  clause_675
 G  clause_676
 G  clause_677
 G  clause_678
 G  clause_679
 G  clause_680
 G  clause_681
 G  clause_682
 G  clause_683
 G  clause_684
 G  clause_685
 G  clause_686
 G  clause_687
 G  clause_688
 G  clause_689
 G  clause_690
 G  clause_691
 G  clause_692
 G  clause_693
 G  clause_694
 G  clause_695
 G  clause_696
 G  clause_697
 G  clause_698
 G  clause_699
 G  clause_700
 G  clause_701
 G  clause_702
 G  clause_703
 G  clause_704
 G  clause_705
 G  clause_706
 G  clause_707
 G  clause_708
 G  clause_709
 G  clause_710
 G  clause_711
 G  clause_712
 G  clause_713
 G  clause_714
 G  clause_715
 G  clause_716
 G  clause_717
 G  clause_718
 G  clause_719
 G  clause_720
 G  clause_721
 G  clause_722
 G  clause_723
 G  clause_724
 G  clause_725
 G  clause_726
 G  clause_727
 G  clause_728
 G  clause_729
 G  clause_730
 G  clause_731
 G  clause_732
 G  clause_733
 G  clause_734
 G  clause_735
 G  clause_736
 G  clause_737
 G  clause_738
 G  clause_739
 G  clause_740
 G  clause_741
 G  clause_742
 G  clause_743
 G  clause_744
 G  clause_745
 G  clause_746
 G  clause_747
 G  clause_748
 G  clause_749
 G  clause_750
 G  clause_751
 G  clause_752
 G  clause_753
 G  clause_754
 G  clause_755
 G  clause_756
 G  clause_757
 G  clause_758
 G  clause_759
 G  clause_760
 G  clause_761
 G  clause_762
 G  clause_763
 G  clause_764
 G  clause_765
 G  clause_766
 G  clause_767
 G  clause_768
 G  clause_769
 G  clause_770
 G  clause_771
 G  clause_772
 G  clause_773
 G  clause_774
 G  clause_775
 G  clause_776
 G  clause_777
 G  clause_778
 G  clause_779
 G  clause_780
 G  clause_781
 G  clause_782
 G  clause_783
 G  clause_784
 G  clause_785
 G  clause_786
 G  clause_787
 G  clause_788
 G  clause_789
 G  clause_790
 G  clause_791
 G  clause_792
 G  clause_793
 G  clause_794
 G  clause_795
 G  clause_796
 G  clause_797
 G  clause_798
 G  clause_799
 G  clause_800
 G  clause_801
 G  clause_802
 G  clause_803
 G  clause_804
 G  clause_805
 G  clause_806
 G  clause_807
 G  clause_808
 G  clause_809
 G  clause_810
 G  clause_811
 G  clause_812
 G  clause_813
 G  clause_814
 G  clause_815
 G  clause_816
 G  clause_817
 G  clause_818
 G  clause_819
 G  clause_820
 G  clause_821
 G  clause_822
 G  clause_823
 G  clause_824
 G  clause_825
 G  clause_826
 G  clause_827
 G  clause_828
 G  clause_829
 G  clause_830
 G  clause_831
 G  clause_832
 G  clause_833
 G  clause_834
 G  clause_835
 G  clause_836
 G  clause_837
 G  clause_838
 G  clause_839
 G  clause_840
 G  clause_841
 G  clause_842
 G  clause_843
 G  clause_844
 G  clause_845
 G  clause_846
 G  clause_847
 G  clause_848
 G  clause_849
 G  clause_850
 G  clause_851
 G  clause_852
 G  clause_853
 G  clause_854
 G  clause_855
 G  clause_856
 G  clause_857
 G  clause_858
 G  clause_859
 G  clause_860
 G  clause_861
 G  clause_862
 G  clause_863
 G  clause_864
COLUMNS
    MARK      'MARKER'                 'INTORG'
    in_cut_age_0_19__6  one_2      1.000000000000e+00
    in_cut_age_0_19__6  one_3      1.000000000000e+00
    in_cut_age_0_19__6  one_4      1.000000000000e+00
    in_cut_age_0_19__6  one_5      1.000000000000e+00
    in_cut_age_0_19__6  one_6      1.000000000000e+00
    in_cut_age_0_19__6  one_7      1.000000000000e+00
    in_cut_age_0_19__6  one_8      1.000000000000e+00
    in_cut_age_0_19__6  one_9      1.000000000000e+00
    in_cut_age_0_19__6  one_10     1.000000000000e+00
    in_cut_age_0_19__6  one_11     1.000000000000e+00
    in_cut_age_0_19__6  one_12     1.000000000000e+00
    in_cut_age_0_19__6  one_13     1.000000000000e+00
    in_cut_age_0_19__6  one_14     1.000000000000e+00
    in_cut_age_0_19__6  one_15     1.000000000000e+00
    in_cut_age_0_19__6  one_16     1.000000000000e+00
    in_cut_age_0_19__6  one_17     1.000000000000e+00
    in_cut_age_0_19__6  one_18     1.000000000000e+00
    in_cut_age_0_19__6  one_19     1.000000000000e+00
    in_cut_age_0_19__6  one_20     1.000000000000e+00
    in_cut_age_0_19__6  one_21     1.000000000000e+00
    in_cut_age_0_19__6  OBJ        1.381816800000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_0_4__3  one_2      1.000000000000e+00
    in_cut_age_0_4__3  one_3      1.000000000000e+00
    in_cut_age_0_4__3  one_4      1.000000000000e+00
    in_cut_age_0_4__3  one_5      1.000000000000e+00
    in_cut_age_0_4__3  one_6      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_0_9__5  one_2      1.000000000000e+00
    in_cut_age_0_9__5  one_3      1.000000000000e+00
    in_cut_age_0_9__5  one_4      1.000000000000e+00
    in_cut_age_0_9__5  one_5      1.000000000000e+00
    in_cut_age_0_9__5  one_6      1.000000000000e+00
    in_cut_age_0_9__5  one_7      1.000000000000e+00
    in_cut_age_0_9__5  one_8      1.000000000000e+00
    in_cut_age_0_9__5  one_9      1.000000000000e+00
    in_cut_age_0_9__5  one_10     1.000000000000e+00
    in_cut_age_0_9__5  one_11     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_100__138  one_101    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_10_14__18  one_12     1.000000000000e+00
    in_cut_age_10_14__18  one_13     1.000000000000e+00
    in_cut_age_10_14__18  one_14     1.000000000000e+00
    in_cut_age_10_14__18  one_15     1.000000000000e+00
    in_cut_age_10_14__18  one_16     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_10_19__20  one_12     1.000000000000e+00
    in_cut_age_10_19__20  one_13     1.000000000000e+00
    in_cut_age_10_19__20  one_14     1.000000000000e+00
    in_cut_age_10_19__20  one_15     1.000000000000e+00
    in_cut_age_10_19__20  one_16     1.000000000000e+00
    in_cut_age_10_19__20  one_17     1.000000000000e+00
    in_cut_age_10_19__20  one_18     1.000000000000e+00
    in_cut_age_10_19__20  one_19     1.000000000000e+00
    in_cut_age_10_19__20  one_20     1.000000000000e+00
    in_cut_age_10_19__20  one_21     1.000000000000e+00
    in_cut_age_10_19__20  OBJ        6.545448000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_10__17  one_11     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_11__19  one_12     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_12__21  one_13     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_13__22  one_14     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_14__23  one_15     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_15_19__25  one_17     1.000000000000e+00
    in_cut_age_15_19__25  one_18     1.000000000000e+00
    in_cut_age_15_19__25  one_19     1.000000000000e+00
    in_cut_age_15_19__25  one_20     1.000000000000e+00
    in_cut_age_15_19__25  one_21     1.000000000000e+00
    in_cut_age_15_19__25  OBJ        2.909088000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_15__24  one_16     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_16__26  one_17     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_17__27  one_18     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_18__28  one_19     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_19__29  one_20     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_1__4  one_2      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_20_24__31  one_22     1.000000000000e+00
    in_cut_age_20_24__31  one_23     1.000000000000e+00
    in_cut_age_20_24__31  one_24     1.000000000000e+00
    in_cut_age_20_24__31  one_25     1.000000000000e+00
    in_cut_age_20_24__31  one_26     1.000000000000e+00
    in_cut_age_20_24__31  OBJ        5.343520000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_20_29__33  one_22     1.000000000000e+00
    in_cut_age_20_29__33  one_23     1.000000000000e+00
    in_cut_age_20_29__33  one_24     1.000000000000e+00
    in_cut_age_20_29__33  one_25     1.000000000000e+00
    in_cut_age_20_29__33  one_26     1.000000000000e+00
    in_cut_age_20_29__33  one_27     1.000000000000e+00
    in_cut_age_20_29__33  one_28     1.000000000000e+00
    in_cut_age_20_29__33  one_29     1.000000000000e+00
    in_cut_age_20_29__33  one_30     1.000000000000e+00
    in_cut_age_20_29__33  one_31     1.000000000000e+00
    in_cut_age_20_29__33  clause_298   1.000000000000e+00
    in_cut_age_20_29__33  clause_325   1.000000000000e+00
    in_cut_age_20_29__33  clause_328   1.000000000000e+00
    in_cut_age_20_29__33  clause_442   1.000000000000e+00
    in_cut_age_20_29__33  clause_456   1.000000000000e+00
    in_cut_age_20_29__33  clause_457   1.000000000000e+00
    in_cut_age_20_29__33  clause_465   1.000000000000e+00
    in_cut_age_20_29__33  clause_482   1.000000000000e+00
    in_cut_age_20_29__33  clause_495   1.000000000000e+00
    in_cut_age_20_29__33  clause_505   1.000000000000e+00
    in_cut_age_20_29__33  clause_718   1.000000000000e+00
    in_cut_age_20_29__33  clause_721   1.000000000000e+00
    in_cut_age_20_29__33  clause_780   1.000000000000e+00
    in_cut_age_20_29__33  clause_781   1.000000000000e+00
    in_cut_age_20_29__33  OBJ        2.489432400000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_20_39__34  one_22     1.000000000000e+00
    in_cut_age_20_39__34  one_23     1.000000000000e+00
    in_cut_age_20_39__34  one_24     1.000000000000e+00
    in_cut_age_20_39__34  one_25     1.000000000000e+00
    in_cut_age_20_39__34  one_26     1.000000000000e+00
    in_cut_age_20_39__34  one_27     1.000000000000e+00
    in_cut_age_20_39__34  one_28     1.000000000000e+00
    in_cut_age_20_39__34  one_29     1.000000000000e+00
    in_cut_age_20_39__34  one_30     1.000000000000e+00
    in_cut_age_20_39__34  one_31     1.000000000000e+00
    in_cut_age_20_39__34  one_32     1.000000000000e+00
    in_cut_age_20_39__34  one_33     1.000000000000e+00
    in_cut_age_20_39__34  one_34     1.000000000000e+00
    in_cut_age_20_39__34  one_35     1.000000000000e+00
    in_cut_age_20_39__34  one_36     1.000000000000e+00
    in_cut_age_20_39__34  one_37     1.000000000000e+00
    in_cut_age_20_39__34  one_38     1.000000000000e+00
    in_cut_age_20_39__34  one_39     1.000000000000e+00
    in_cut_age_20_39__34  one_40     1.000000000000e+00
    in_cut_age_20_39__34  one_41     1.000000000000e+00
    in_cut_age_20_39__34  clause_292   1.000000000000e+00
    in_cut_age_20_39__34  clause_294   1.000000000000e+00
    in_cut_age_20_39__34  clause_298   1.000000000000e+00
    in_cut_age_20_39__34  clause_300   1.000000000000e+00
    in_cut_age_20_39__34  clause_317   1.000000000000e+00
    in_cut_age_20_39__34  clause_322   1.000000000000e+00
    in_cut_age_20_39__34  clause_325   1.000000000000e+00
    in_cut_age_20_39__34  clause_328   1.000000000000e+00
    in_cut_age_20_39__34  clause_329   1.000000000000e+00
    in_cut_age_20_39__34  clause_348   1.000000000000e+00
    in_cut_age_20_39__34  clause_350   1.000000000000e+00
    in_cut_age_20_39__34  clause_361   1.000000000000e+00
    in_cut_age_20_39__34  clause_362   1.000000000000e+00
    in_cut_age_20_39__34  clause_371   1.000000000000e+00
    in_cut_age_20_39__34  clause_372   1.000000000000e+00
    in_cut_age_20_39__34  clause_442   1.000000000000e+00
    in_cut_age_20_39__34  clause_456   1.000000000000e+00
    in_cut_age_20_39__34  clause_457   1.000000000000e+00
    in_cut_age_20_39__34  clause_465   1.000000000000e+00
    in_cut_age_20_39__34  clause_482   1.000000000000e+00
    in_cut_age_20_39__34  clause_495   1.000000000000e+00
    in_cut_age_20_39__34  clause_505   1.000000000000e+00
    in_cut_age_20_39__34  clause_511   1.000000000000e+00
    in_cut_age_20_39__34  clause_512   1.000000000000e+00
    in_cut_age_20_39__34  clause_513   1.000000000000e+00
    in_cut_age_20_39__34  clause_514   1.000000000000e+00
    in_cut_age_20_39__34  clause_515   1.000000000000e+00
    in_cut_age_20_39__34  clause_516   1.000000000000e+00
    in_cut_age_20_39__34  clause_517   1.000000000000e+00
    in_cut_age_20_39__34  clause_518   1.000000000000e+00
    in_cut_age_20_39__34  clause_519   1.000000000000e+00
    in_cut_age_20_39__34  clause_521   1.000000000000e+00
    in_cut_age_20_39__34  clause_522   1.000000000000e+00
    in_cut_age_20_39__34  clause_523   1.000000000000e+00
    in_cut_age_20_39__34  clause_524   1.000000000000e+00
    in_cut_age_20_39__34  clause_525   1.000000000000e+00
    in_cut_age_20_39__34  clause_526   1.000000000000e+00
    in_cut_age_20_39__34  clause_527   1.000000000000e+00
    in_cut_age_20_39__34  clause_530   1.000000000000e+00
    in_cut_age_20_39__34  clause_533   1.000000000000e+00
    in_cut_age_20_39__34  clause_537   1.000000000000e+00
    in_cut_age_20_39__34  clause_539   1.000000000000e+00
    in_cut_age_20_39__34  clause_540   1.000000000000e+00
    in_cut_age_20_39__34  clause_541   1.000000000000e+00
    in_cut_age_20_39__34  clause_542   1.000000000000e+00
    in_cut_age_20_39__34  clause_543   1.000000000000e+00
    in_cut_age_20_39__34  clause_544   1.000000000000e+00
    in_cut_age_20_39__34  clause_545   1.000000000000e+00
    in_cut_age_20_39__34  clause_547   1.000000000000e+00
    in_cut_age_20_39__34  clause_550   1.000000000000e+00
    in_cut_age_20_39__34  clause_551   1.000000000000e+00
    in_cut_age_20_39__34  clause_554   1.000000000000e+00
    in_cut_age_20_39__34  clause_716   1.000000000000e+00
    in_cut_age_20_39__34  clause_717   1.000000000000e+00
    in_cut_age_20_39__34  clause_718   1.000000000000e+00
    in_cut_age_20_39__34  clause_719   1.000000000000e+00
    in_cut_age_20_39__34  clause_721   1.000000000000e+00
    in_cut_age_20_39__34  clause_734   1.000000000000e+00
    in_cut_age_20_39__34  clause_735   1.000000000000e+00
    in_cut_age_20_39__34  clause_736   1.000000000000e+00
    in_cut_age_20_39__34  clause_780   1.000000000000e+00
    in_cut_age_20_39__34  clause_781   1.000000000000e+00
    in_cut_age_20_39__34  clause_793   1.000000000000e+00
    in_cut_age_20_39__34  clause_794   1.000000000000e+00
    in_cut_age_20_39__34  clause_795   1.000000000000e+00
    in_cut_age_20_39__34  clause_796   1.000000000000e+00
    in_cut_age_20_39__34  clause_797   1.000000000000e+00
    in_cut_age_20_39__34  clause_798   1.000000000000e+00
    in_cut_age_20_39__34  OBJ        1.090099920000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_20__30  one_21     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_21__32  one_22     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_22__35  one_23     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_23__36  one_24     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_24__37  one_25     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_25_29__39  one_27     1.000000000000e+00
    in_cut_age_25_29__39  one_28     1.000000000000e+00
    in_cut_age_25_29__39  one_29     1.000000000000e+00
    in_cut_age_25_29__39  one_30     1.000000000000e+00
    in_cut_age_25_29__39  one_31     1.000000000000e+00
    in_cut_age_25_29__39  clause_442   1.000000000000e+00
    in_cut_age_25_29__39  clause_465   1.000000000000e+00
    in_cut_age_25_29__39  clause_482   1.000000000000e+00
    in_cut_age_25_29__39  clause_495   1.000000000000e+00
    in_cut_age_25_29__39  clause_505   1.000000000000e+00
    in_cut_age_25_29__39  OBJ        5.720624000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_25__38  one_26     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_26__40  one_27     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_27__41  one_28     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_28__42  one_29     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_29__43  one_30     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_2__8  one_3      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_30_34__45  one_32     1.000000000000e+00
    in_cut_age_30_34__45  one_33     1.000000000000e+00
    in_cut_age_30_34__45  one_34     1.000000000000e+00
    in_cut_age_30_34__45  one_35     1.000000000000e+00
    in_cut_age_30_34__45  one_36     1.000000000000e+00
    in_cut_age_30_34__45  clause_516   1.000000000000e+00
    in_cut_age_30_34__45  clause_527   1.000000000000e+00
    in_cut_age_30_34__45  clause_530   1.000000000000e+00
    in_cut_age_30_34__45  clause_533   1.000000000000e+00
    in_cut_age_30_34__45  clause_537   1.000000000000e+00
    in_cut_age_30_34__45  OBJ        6.029296000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_30_39__47  one_32     1.000000000000e+00
    in_cut_age_30_39__47  one_33     1.000000000000e+00
    in_cut_age_30_39__47  one_34     1.000000000000e+00
    in_cut_age_30_39__47  one_35     1.000000000000e+00
    in_cut_age_30_39__47  one_36     1.000000000000e+00
    in_cut_age_30_39__47  one_37     1.000000000000e+00
    in_cut_age_30_39__47  one_38     1.000000000000e+00
    in_cut_age_30_39__47  one_39     1.000000000000e+00
    in_cut_age_30_39__47  one_40     1.000000000000e+00
    in_cut_age_30_39__47  one_41     1.000000000000e+00
    in_cut_age_30_39__47  clause_511   1.000000000000e+00
    in_cut_age_30_39__47  clause_512   1.000000000000e+00
    in_cut_age_30_39__47  clause_513   1.000000000000e+00
    in_cut_age_30_39__47  clause_514   1.000000000000e+00
    in_cut_age_30_39__47  clause_516   1.000000000000e+00
    in_cut_age_30_39__47  clause_518   1.000000000000e+00
    in_cut_age_30_39__47  clause_519   1.000000000000e+00
    in_cut_age_30_39__47  clause_527   1.000000000000e+00
    in_cut_age_30_39__47  clause_530   1.000000000000e+00
    in_cut_age_30_39__47  clause_533   1.000000000000e+00
    in_cut_age_30_39__47  clause_537   1.000000000000e+00
    in_cut_age_30_39__47  clause_539   1.000000000000e+00
    in_cut_age_30_39__47  clause_540   1.000000000000e+00
    in_cut_age_30_39__47  clause_541   1.000000000000e+00
    in_cut_age_30_39__47  clause_542   1.000000000000e+00
    in_cut_age_30_39__47  clause_543   1.000000000000e+00
    in_cut_age_30_39__47  clause_544   1.000000000000e+00
    in_cut_age_30_39__47  clause_545   1.000000000000e+00
    in_cut_age_30_39__47  clause_547   1.000000000000e+00
    in_cut_age_30_39__47  clause_550   1.000000000000e+00
    in_cut_age_30_39__47  clause_551   1.000000000000e+00
    in_cut_age_30_39__47  clause_554   1.000000000000e+00
    in_cut_age_30_39__47  OBJ        2.674198800000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_30__44  one_31     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_31__46  one_32     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_32__48  one_33     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_33__49  one_34     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_34__50  one_35     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_35_39__52  one_37     1.000000000000e+00
    in_cut_age_35_39__52  one_38     1.000000000000e+00
    in_cut_age_35_39__52  one_39     1.000000000000e+00
    in_cut_age_35_39__52  one_40     1.000000000000e+00
    in_cut_age_35_39__52  one_41     1.000000000000e+00
    in_cut_age_35_39__52  clause_543   1.000000000000e+00
    in_cut_age_35_39__52  clause_547   1.000000000000e+00
    in_cut_age_35_39__52  clause_550   1.000000000000e+00
    in_cut_age_35_39__52  clause_551   1.000000000000e+00
    in_cut_age_35_39__52  clause_554   1.000000000000e+00
    in_cut_age_35_39__52  OBJ        5.856032000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_35__51  one_36     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_36__53  one_37     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_37__54  one_38     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_38__55  one_39     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_39__56  one_40     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_3__9  one_4      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_40_44__58  one_42     1.000000000000e+00
    in_cut_age_40_44__58  one_43     1.000000000000e+00
    in_cut_age_40_44__58  one_44     1.000000000000e+00
    in_cut_age_40_44__58  one_45     1.000000000000e+00
    in_cut_age_40_44__58  one_46     1.000000000000e+00
    in_cut_age_40_44__58  clause_565   1.000000000000e+00
    in_cut_age_40_44__58  clause_583   1.000000000000e+00
    in_cut_age_40_44__58  clause_587   1.000000000000e+00
    in_cut_age_40_44__58  clause_589   1.000000000000e+00
    in_cut_age_40_44__58  clause_590   1.000000000000e+00
    in_cut_age_40_44__58  OBJ        5.333328000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_40_49__60  one_42     1.000000000000e+00
    in_cut_age_40_49__60  one_43     1.000000000000e+00
    in_cut_age_40_49__60  one_44     1.000000000000e+00
    in_cut_age_40_49__60  one_45     1.000000000000e+00
    in_cut_age_40_49__60  one_46     1.000000000000e+00
    in_cut_age_40_49__60  one_47     1.000000000000e+00
    in_cut_age_40_49__60  one_48     1.000000000000e+00
    in_cut_age_40_49__60  one_49     1.000000000000e+00
    in_cut_age_40_49__60  one_50     1.000000000000e+00
    in_cut_age_40_49__60  one_51     1.000000000000e+00
    in_cut_age_40_49__60  clause_556   1.000000000000e+00
    in_cut_age_40_49__60  clause_565   1.000000000000e+00
    in_cut_age_40_49__60  clause_583   1.000000000000e+00
    in_cut_age_40_49__60  clause_587   1.000000000000e+00
    in_cut_age_40_49__60  clause_589   1.000000000000e+00
    in_cut_age_40_49__60  clause_590   1.000000000000e+00
    in_cut_age_40_49__60  clause_592   1.000000000000e+00
    in_cut_age_40_49__60  clause_593   1.000000000000e+00
    in_cut_age_40_49__60  clause_594   1.000000000000e+00
    in_cut_age_40_49__60  clause_596   1.000000000000e+00
    in_cut_age_40_49__60  clause_597   1.000000000000e+00
    in_cut_age_40_49__60  clause_598   1.000000000000e+00
    in_cut_age_40_49__60  OBJ        2.198196000000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_40_59__61  one_42     1.000000000000e+00
    in_cut_age_40_59__61  one_43     1.000000000000e+00
    in_cut_age_40_59__61  one_44     1.000000000000e+00
    in_cut_age_40_59__61  one_45     1.000000000000e+00
    in_cut_age_40_59__61  one_46     1.000000000000e+00
    in_cut_age_40_59__61  one_47     1.000000000000e+00
    in_cut_age_40_59__61  one_48     1.000000000000e+00
    in_cut_age_40_59__61  one_49     1.000000000000e+00
    in_cut_age_40_59__61  one_50     1.000000000000e+00
    in_cut_age_40_59__61  one_51     1.000000000000e+00
    in_cut_age_40_59__61  one_52     1.000000000000e+00
    in_cut_age_40_59__61  one_53     1.000000000000e+00
    in_cut_age_40_59__61  one_54     1.000000000000e+00
    in_cut_age_40_59__61  one_55     1.000000000000e+00
    in_cut_age_40_59__61  one_56     1.000000000000e+00
    in_cut_age_40_59__61  one_57     1.000000000000e+00
    in_cut_age_40_59__61  one_58     1.000000000000e+00
    in_cut_age_40_59__61  one_59     1.000000000000e+00
    in_cut_age_40_59__61  one_60     1.000000000000e+00
    in_cut_age_40_59__61  one_61     1.000000000000e+00
    in_cut_age_40_59__61  clause_556   1.000000000000e+00
    in_cut_age_40_59__61  clause_557   1.000000000000e+00
    in_cut_age_40_59__61  clause_559   1.000000000000e+00
    in_cut_age_40_59__61  clause_560   1.000000000000e+00
    in_cut_age_40_59__61  clause_561   1.000000000000e+00
    in_cut_age_40_59__61  clause_565   1.000000000000e+00
    in_cut_age_40_59__61  clause_566   1.000000000000e+00
    in_cut_age_40_59__61  clause_569   1.000000000000e+00
    in_cut_age_40_59__61  clause_571   1.000000000000e+00
    in_cut_age_40_59__61  clause_574   1.000000000000e+00
    in_cut_age_40_59__61  clause_583   1.000000000000e+00
    in_cut_age_40_59__61  clause_587   1.000000000000e+00
    in_cut_age_40_59__61  clause_589   1.000000000000e+00
    in_cut_age_40_59__61  clause_590   1.000000000000e+00
    in_cut_age_40_59__61  clause_592   1.000000000000e+00
    in_cut_age_40_59__61  clause_593   1.000000000000e+00
    in_cut_age_40_59__61  clause_594   1.000000000000e+00
    in_cut_age_40_59__61  clause_596   1.000000000000e+00
    in_cut_age_40_59__61  clause_597   1.000000000000e+00
    in_cut_age_40_59__61  clause_598   1.000000000000e+00
    in_cut_age_40_59__61  clause_600   1.000000000000e+00
    in_cut_age_40_59__61  clause_601   1.000000000000e+00
    in_cut_age_40_59__61  clause_602   1.000000000000e+00
    in_cut_age_40_59__61  clause_603   1.000000000000e+00
    in_cut_age_40_59__61  clause_604   1.000000000000e+00
    in_cut_age_40_59__61  clause_605   1.000000000000e+00
    in_cut_age_40_59__61  clause_606   1.000000000000e+00
    in_cut_age_40_59__61  clause_607   1.000000000000e+00
    in_cut_age_40_59__61  clause_608   1.000000000000e+00
    in_cut_age_40_59__61  clause_609   1.000000000000e+00
    in_cut_age_40_59__61  clause_612   1.000000000000e+00
    in_cut_age_40_59__61  clause_810   1.000000000000e+00
    in_cut_age_40_59__61  clause_816   1.000000000000e+00
    in_cut_age_40_59__61  OBJ        7.328193600000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_40__57  one_41     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_41__59  one_42     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_42__62  one_43     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_43__63  one_44     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_44__64  one_45     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_45_49__66  one_47     1.000000000000e+00
    in_cut_age_45_49__66  one_48     1.000000000000e+00
    in_cut_age_45_49__66  one_49     1.000000000000e+00
    in_cut_age_45_49__66  one_50     1.000000000000e+00
    in_cut_age_45_49__66  one_51     1.000000000000e+00
    in_cut_age_45_49__66  clause_593   1.000000000000e+00
    in_cut_age_45_49__66  clause_594   1.000000000000e+00
    in_cut_age_45_49__66  clause_596   1.000000000000e+00
    in_cut_age_45_49__66  clause_597   1.000000000000e+00
    in_cut_age_45_49__66  clause_598   1.000000000000e+00
    in_cut_age_45_49__66  OBJ        4.436432000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_45__65  one_46     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_46__67  one_47     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_47__68  one_48     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_48__69  one_49     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_49__70  one_50     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_4__10  one_5      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_50_54__72  one_52     1.000000000000e+00
    in_cut_age_50_54__72  one_53     1.000000000000e+00
    in_cut_age_50_54__72  one_54     1.000000000000e+00
    in_cut_age_50_54__72  one_55     1.000000000000e+00
    in_cut_age_50_54__72  one_56     1.000000000000e+00
    in_cut_age_50_54__72  OBJ        3.281824000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_50_59__74  one_52     1.000000000000e+00
    in_cut_age_50_59__74  one_53     1.000000000000e+00
    in_cut_age_50_59__74  one_54     1.000000000000e+00
    in_cut_age_50_59__74  one_55     1.000000000000e+00
    in_cut_age_50_59__74  one_56     1.000000000000e+00
    in_cut_age_50_59__74  one_57     1.000000000000e+00
    in_cut_age_50_59__74  one_58     1.000000000000e+00
    in_cut_age_50_59__74  one_59     1.000000000000e+00
    in_cut_age_50_59__74  one_60     1.000000000000e+00
    in_cut_age_50_59__74  one_61     1.000000000000e+00
    in_cut_age_50_59__74  clause_605   1.000000000000e+00
    in_cut_age_50_59__74  clause_612   1.000000000000e+00
    in_cut_age_50_59__74  OBJ        1.273053600000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_50__71  one_51     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_51__73  one_52     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_52__75  one_53     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_53__76  one_54     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_54__77  one_55     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_55_59__79  one_57     1.000000000000e+00
    in_cut_age_55_59__79  one_58     1.000000000000e+00
    in_cut_age_55_59__79  one_59     1.000000000000e+00
    in_cut_age_55_59__79  one_60     1.000000000000e+00
    in_cut_age_55_59__79  one_61     1.000000000000e+00
    in_cut_age_55_59__79  OBJ        2.376192000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_55__78  one_56     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_56__80  one_57     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_57__81  one_58     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_58__82  one_59     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_59__83  one_60     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_5_9__12  one_7      1.000000000000e+00
    in_cut_age_5_9__12  one_8      1.000000000000e+00
    in_cut_age_5_9__12  one_9      1.000000000000e+00
    in_cut_age_5_9__12  one_10     1.000000000000e+00
    in_cut_age_5_9__12  one_11     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_5__11  one_6      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_60_64__85  one_62     1.000000000000e+00
    in_cut_age_60_64__85  one_63     1.000000000000e+00
    in_cut_age_60_64__85  one_64     1.000000000000e+00
    in_cut_age_60_64__85  one_65     1.000000000000e+00
    in_cut_age_60_64__85  one_66     1.000000000000e+00
    in_cut_age_60_64__85  OBJ        1.407952000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_60_69__87  one_62     1.000000000000e+00
    in_cut_age_60_69__87  one_63     1.000000000000e+00
    in_cut_age_60_69__87  one_64     1.000000000000e+00
    in_cut_age_60_69__87  one_65     1.000000000000e+00
    in_cut_age_60_69__87  one_66     1.000000000000e+00
    in_cut_age_60_69__87  one_67     1.000000000000e+00
    in_cut_age_60_69__87  one_68     1.000000000000e+00
    in_cut_age_60_69__87  one_69     1.000000000000e+00
    in_cut_age_60_69__87  one_70     1.000000000000e+00
    in_cut_age_60_69__87  one_71     1.000000000000e+00
    in_cut_age_60_69__87  OBJ        4.658472000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_60_79__88  one_62     1.000000000000e+00
    in_cut_age_60_79__88  one_63     1.000000000000e+00
    in_cut_age_60_79__88  one_64     1.000000000000e+00
    in_cut_age_60_79__88  one_65     1.000000000000e+00
    in_cut_age_60_79__88  one_66     1.000000000000e+00
    in_cut_age_60_79__88  one_67     1.000000000000e+00
    in_cut_age_60_79__88  one_68     1.000000000000e+00
    in_cut_age_60_79__88  one_69     1.000000000000e+00
    in_cut_age_60_79__88  one_70     1.000000000000e+00
    in_cut_age_60_79__88  one_71     1.000000000000e+00
    in_cut_age_60_79__88  one_72     1.000000000000e+00
    in_cut_age_60_79__88  one_73     1.000000000000e+00
    in_cut_age_60_79__88  one_74     1.000000000000e+00
    in_cut_age_60_79__88  one_75     1.000000000000e+00
    in_cut_age_60_79__88  one_76     1.000000000000e+00
    in_cut_age_60_79__88  one_77     1.000000000000e+00
    in_cut_age_60_79__88  one_78     1.000000000000e+00
    in_cut_age_60_79__88  one_79     1.000000000000e+00
    in_cut_age_60_79__88  one_80     1.000000000000e+00
    in_cut_age_60_79__88  one_81     1.000000000000e+00
    in_cut_age_60_79__88  OBJ        1.197159600000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_60__84  one_61     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_61__86  one_62     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_62__89  one_63     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_63__90  one_64     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_64__91  one_65     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_65_69__93  one_67     1.000000000000e+00
    in_cut_age_65_69__93  one_68     1.000000000000e+00
    in_cut_age_65_69__93  one_69     1.000000000000e+00
    in_cut_age_65_69__93  one_70     1.000000000000e+00
    in_cut_age_65_69__93  one_71     1.000000000000e+00
    in_cut_age_65_69__93  OBJ        6.624800000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_65__92  one_66     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_66__94  one_67     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_67__95  one_68     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_68__96  one_69     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_69__97  one_70     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_6__13  one_7      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_70_74__99  one_72     1.000000000000e+00
    in_cut_age_70_74__99  one_73     1.000000000000e+00
    in_cut_age_70_74__99  one_74     1.000000000000e+00
    in_cut_age_70_74__99  one_75     1.000000000000e+00
    in_cut_age_70_74__99  one_76     1.000000000000e+00
    in_cut_age_70_74__99  OBJ        3.130400000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_70_79__101  one_72     1.000000000000e+00
    in_cut_age_70_79__101  one_73     1.000000000000e+00
    in_cut_age_70_79__101  one_74     1.000000000000e+00
    in_cut_age_70_79__101  one_75     1.000000000000e+00
    in_cut_age_70_79__101  one_76     1.000000000000e+00
    in_cut_age_70_79__101  one_77     1.000000000000e+00
    in_cut_age_70_79__101  one_78     1.000000000000e+00
    in_cut_age_70_79__101  one_79     1.000000000000e+00
    in_cut_age_70_79__101  one_80     1.000000000000e+00
    in_cut_age_70_79__101  one_81     1.000000000000e+00
    in_cut_age_70_79__101  OBJ        1.012284000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_70__98  one_71     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_71__100  one_72     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_72__102  one_73     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_73__103  one_74     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_74__104  one_75     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_75_79__106  one_77     1.000000000000e+00
    in_cut_age_75_79__106  one_78     1.000000000000e+00
    in_cut_age_75_79__106  one_79     1.000000000000e+00
    in_cut_age_75_79__106  one_80     1.000000000000e+00
    in_cut_age_75_79__106  one_81     1.000000000000e+00
    in_cut_age_75_79__106  OBJ        1.368640000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_75__105  one_76     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_76__107  one_77     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_77__108  one_78     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_78__109  one_79     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_79__110  one_80     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_7__14  one_8      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_80_84__112  one_82     1.000000000000e+00
    in_cut_age_80_84__112  one_83     1.000000000000e+00
    in_cut_age_80_84__112  one_84     1.000000000000e+00
    in_cut_age_80_84__112  one_85     1.000000000000e+00
    in_cut_age_80_84__112  one_86     1.000000000000e+00
    in_cut_age_80_84__112  OBJ        5.241600000000e+05
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_80_89__114  one_82     1.000000000000e+00
    in_cut_age_80_89__114  one_83     1.000000000000e+00
    in_cut_age_80_89__114  one_84     1.000000000000e+00
    in_cut_age_80_89__114  one_85     1.000000000000e+00
    in_cut_age_80_89__114  one_86     1.000000000000e+00
    in_cut_age_80_89__114  one_87     1.000000000000e+00
    in_cut_age_80_89__114  one_88     1.000000000000e+00
    in_cut_age_80_89__114  one_89     1.000000000000e+00
    in_cut_age_80_89__114  one_90     1.000000000000e+00
    in_cut_age_80_89__114  one_91     1.000000000000e+00
    in_cut_age_80_89__114  OBJ        2.457000000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_80_99__115  one_82     1.000000000000e+00
    in_cut_age_80_99__115  one_83     1.000000000000e+00
    in_cut_age_80_99__115  one_84     1.000000000000e+00
    in_cut_age_80_99__115  one_85     1.000000000000e+00
    in_cut_age_80_99__115  one_86     1.000000000000e+00
    in_cut_age_80_99__115  one_87     1.000000000000e+00
    in_cut_age_80_99__115  one_88     1.000000000000e+00
    in_cut_age_80_99__115  one_89     1.000000000000e+00
    in_cut_age_80_99__115  one_90     1.000000000000e+00
    in_cut_age_80_99__115  one_91     1.000000000000e+00
    in_cut_age_80_99__115  one_92     1.000000000000e+00
    in_cut_age_80_99__115  one_93     1.000000000000e+00
    in_cut_age_80_99__115  one_94     1.000000000000e+00
    in_cut_age_80_99__115  one_95     1.000000000000e+00
    in_cut_age_80_99__115  one_96     1.000000000000e+00
    in_cut_age_80_99__115  one_97     1.000000000000e+00
    in_cut_age_80_99__115  one_98     1.000000000000e+00
    in_cut_age_80_99__115  one_99     1.000000000000e+00
    in_cut_age_80_99__115  one_100    1.000000000000e+00
    in_cut_age_80_99__115  one_101    1.000000000000e+00
    in_cut_age_80_99__115  OBJ        5.187000000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_80__111  one_81     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_81__113  one_82     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_82__116  one_83     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_83__117  one_84     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_84__118  one_85     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_85_89__120  one_87     1.000000000000e+00
    in_cut_age_85_89__120  one_88     1.000000000000e+00
    in_cut_age_85_89__120  one_89     1.000000000000e+00
    in_cut_age_85_89__120  one_90     1.000000000000e+00
    in_cut_age_85_89__120  one_91     1.000000000000e+00
    in_cut_age_85_89__120  OBJ        5.678400000000e+05
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_85__119  one_86     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_86__121  one_87     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_87__122  one_88     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_88__123  one_89     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_89__124  one_90     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_8__15  one_9      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_90_94__126  one_92     1.000000000000e+00
    in_cut_age_90_94__126  one_93     1.000000000000e+00
    in_cut_age_90_94__126  one_94     1.000000000000e+00
    in_cut_age_90_94__126  one_95     1.000000000000e+00
    in_cut_age_90_94__126  one_96     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_90_99__128  one_92     1.000000000000e+00
    in_cut_age_90_99__128  one_93     1.000000000000e+00
    in_cut_age_90_99__128  one_94     1.000000000000e+00
    in_cut_age_90_99__128  one_95     1.000000000000e+00
    in_cut_age_90_99__128  one_96     1.000000000000e+00
    in_cut_age_90_99__128  one_97     1.000000000000e+00
    in_cut_age_90_99__128  one_98     1.000000000000e+00
    in_cut_age_90_99__128  one_99     1.000000000000e+00
    in_cut_age_90_99__128  one_100    1.000000000000e+00
    in_cut_age_90_99__128  one_101    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_90__125  one_91     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_91__127  one_92     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_92__129  one_93     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_93__130  one_94     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_94__131  one_95     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_95_99__133  one_97     1.000000000000e+00
    in_cut_age_95_99__133  one_98     1.000000000000e+00
    in_cut_age_95_99__133  one_99     1.000000000000e+00
    in_cut_age_95_99__133  one_100    1.000000000000e+00
    in_cut_age_95_99__133  one_101    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_95__132  one_96     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_96__134  one_97     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_97__135  one_98     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_98__136  one_99     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_99__137  one_100    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age_9__16  one_10     1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_age____7  one_2      1.000000000000e+00
    in_cut_age____7  one_3      1.000000000000e+00
    in_cut_age____7  one_4      1.000000000000e+00
    in_cut_age____7  one_5      1.000000000000e+00
    in_cut_age____7  one_6      1.000000000000e+00
    in_cut_age____7  one_7      1.000000000000e+00
    in_cut_age____7  one_8      1.000000000000e+00
    in_cut_age____7  one_9      1.000000000000e+00
    in_cut_age____7  one_10     1.000000000000e+00
    in_cut_age____7  one_11     1.000000000000e+00
    in_cut_age____7  one_12     1.000000000000e+00
    in_cut_age____7  one_13     1.000000000000e+00
    in_cut_age____7  one_14     1.000000000000e+00
    in_cut_age____7  one_15     1.000000000000e+00
    in_cut_age____7  one_16     1.000000000000e+00
    in_cut_age____7  one_17     1.000000000000e+00
    in_cut_age____7  one_18     1.000000000000e+00
    in_cut_age____7  one_19     1.000000000000e+00
    in_cut_age____7  one_20     1.000000000000e+00
    in_cut_age____7  one_21     1.000000000000e+00
    in_cut_age____7  one_22     1.000000000000e+00
    in_cut_age____7  one_23     1.000000000000e+00
    in_cut_age____7  one_24     1.000000000000e+00
    in_cut_age____7  one_25     1.000000000000e+00
    in_cut_age____7  one_26     1.000000000000e+00
    in_cut_age____7  one_27     1.000000000000e+00
    in_cut_age____7  one_28     1.000000000000e+00
    in_cut_age____7  one_29     1.000000000000e+00
    in_cut_age____7  one_30     1.000000000000e+00
    in_cut_age____7  one_31     1.000000000000e+00
    in_cut_age____7  one_32     1.000000000000e+00
    in_cut_age____7  one_33     1.000000000000e+00
    in_cut_age____7  one_34     1.000000000000e+00
    in_cut_age____7  one_35     1.000000000000e+00
    in_cut_age____7  one_36     1.000000000000e+00
    in_cut_age____7  one_37     1.000000000000e+00
    in_cut_age____7  one_38     1.000000000000e+00
    in_cut_age____7  one_39     1.000000000000e+00
    in_cut_age____7  one_40     1.000000000000e+00
    in_cut_age____7  one_41     1.000000000000e+00
    in_cut_age____7  one_42     1.000000000000e+00
    in_cut_age____7  one_43     1.000000000000e+00
    in_cut_age____7  one_44     1.000000000000e+00
    in_cut_age____7  one_45     1.000000000000e+00
    in_cut_age____7  one_46     1.000000000000e+00
    in_cut_age____7  one_47     1.000000000000e+00
    in_cut_age____7  one_48     1.000000000000e+00
    in_cut_age____7  one_49     1.000000000000e+00
    in_cut_age____7  one_50     1.000000000000e+00
    in_cut_age____7  one_51     1.000000000000e+00
    in_cut_age____7  one_52     1.000000000000e+00
    in_cut_age____7  one_53     1.000000000000e+00
    in_cut_age____7  one_54     1.000000000000e+00
    in_cut_age____7  one_55     1.000000000000e+00
    in_cut_age____7  one_56     1.000000000000e+00
    in_cut_age____7  one_57     1.000000000000e+00
    in_cut_age____7  one_58     1.000000000000e+00
    in_cut_age____7  one_59     1.000000000000e+00
    in_cut_age____7  one_60     1.000000000000e+00
    in_cut_age____7  one_61     1.000000000000e+00
    in_cut_age____7  one_62     1.000000000000e+00
    in_cut_age____7  one_63     1.000000000000e+00
    in_cut_age____7  one_64     1.000000000000e+00
    in_cut_age____7  one_65     1.000000000000e+00
    in_cut_age____7  one_66     1.000000000000e+00
    in_cut_age____7  one_67     1.000000000000e+00
    in_cut_age____7  one_68     1.000000000000e+00
    in_cut_age____7  one_69     1.000000000000e+00
    in_cut_age____7  one_70     1.000000000000e+00
    in_cut_age____7  one_71     1.000000000000e+00
    in_cut_age____7  one_72     1.000000000000e+00
    in_cut_age____7  one_73     1.000000000000e+00
    in_cut_age____7  one_74     1.000000000000e+00
    in_cut_age____7  one_75     1.000000000000e+00
    in_cut_age____7  one_76     1.000000000000e+00
    in_cut_age____7  one_77     1.000000000000e+00
    in_cut_age____7  one_78     1.000000000000e+00
    in_cut_age____7  one_79     1.000000000000e+00
    in_cut_age____7  one_80     1.000000000000e+00
    in_cut_age____7  one_81     1.000000000000e+00
    in_cut_age____7  one_82     1.000000000000e+00
    in_cut_age____7  one_83     1.000000000000e+00
    in_cut_age____7  one_84     1.000000000000e+00
    in_cut_age____7  one_85     1.000000000000e+00
    in_cut_age____7  one_86     1.000000000000e+00
    in_cut_age____7  one_87     1.000000000000e+00
    in_cut_age____7  one_88     1.000000000000e+00
    in_cut_age____7  one_89     1.000000000000e+00
    in_cut_age____7  one_90     1.000000000000e+00
    in_cut_age____7  one_91     1.000000000000e+00
    in_cut_age____7  one_92     1.000000000000e+00
    in_cut_age____7  one_93     1.000000000000e+00
    in_cut_age____7  one_94     1.000000000000e+00
    in_cut_age____7  one_95     1.000000000000e+00
    in_cut_age____7  one_96     1.000000000000e+00
    in_cut_age____7  one_97     1.000000000000e+00
    in_cut_age____7  one_98     1.000000000000e+00
    in_cut_age____7  one_99     1.000000000000e+00
    in_cut_age____7  one_100    1.000000000000e+00
    in_cut_age____7  one_101    1.000000000000e+00
    in_cut_age____7  clause_194   1.000000000000e+00
    in_cut_age____7  clause_195   1.000000000000e+00
    in_cut_age____7  clause_206   1.000000000000e+00
    in_cut_age____7  clause_231   1.000000000000e+00
    in_cut_age____7  clause_234   1.000000000000e+00
    in_cut_age____7  clause_235   1.000000000000e+00
    in_cut_age____7  clause_243   1.000000000000e+00
    in_cut_age____7  clause_244   1.000000000000e+00
    in_cut_age____7  clause_245   1.000000000000e+00
    in_cut_age____7  clause_292   1.000000000000e+00
    in_cut_age____7  clause_294   1.000000000000e+00
    in_cut_age____7  clause_298   1.000000000000e+00
    in_cut_age____7  clause_299   1.000000000000e+00
    in_cut_age____7  clause_300   1.000000000000e+00
    in_cut_age____7  clause_301   1.000000000000e+00
    in_cut_age____7  clause_302   1.000000000000e+00
    in_cut_age____7  clause_304   1.000000000000e+00
    in_cut_age____7  clause_317   1.000000000000e+00
    in_cut_age____7  clause_320   1.000000000000e+00
    in_cut_age____7  clause_321   1.000000000000e+00
    in_cut_age____7  clause_322   1.000000000000e+00
    in_cut_age____7  clause_323   1.000000000000e+00
    in_cut_age____7  clause_325   1.000000000000e+00
    in_cut_age____7  clause_326   1.000000000000e+00
    in_cut_age____7  clause_327   1.000000000000e+00
    in_cut_age____7  clause_328   1.000000000000e+00
    in_cut_age____7  clause_329   1.000000000000e+00
    in_cut_age____7  clause_341   1.000000000000e+00
    in_cut_age____7  clause_343   1.000000000000e+00
    in_cut_age____7  clause_348   1.000000000000e+00
    in_cut_age____7  clause_349   1.000000000000e+00
    in_cut_age____7  clause_350   1.000000000000e+00
    in_cut_age____7  clause_355   1.000000000000e+00
    in_cut_age____7  clause_361   1.000000000000e+00
    in_cut_age____7  clause_362   1.000000000000e+00
    in_cut_age____7  clause_371   1.000000000000e+00
    in_cut_age____7  clause_372   1.000000000000e+00
    in_cut_age____7  clause_418   1.000000000000e+00
    in_cut_age____7  clause_421   1.000000000000e+00
    in_cut_age____7  clause_428   1.000000000000e+00
    in_cut_age____7  clause_429   1.000000000000e+00
    in_cut_age____7  clause_442   1.000000000000e+00
    in_cut_age____7  clause_456   1.000000000000e+00
    in_cut_age____7  clause_457   1.000000000000e+00
    in_cut_age____7  clause_465   1.000000000000e+00
    in_cut_age____7  clause_482   1.000000000000e+00
    in_cut_age____7  clause_495   1.000000000000e+00
    in_cut_age____7  clause_505   1.000000000000e+00
    in_cut_age____7  clause_511   1.000000000000e+00
    in_cut_age____7  clause_512   1.000000000000e+00
    in_cut_age____7  clause_513   1.000000000000e+00
    in_cut_age____7  clause_514   1.000000000000e+00
    in_cut_age____7  clause_515   1.000000000000e+00
    in_cut_age____7  clause_516   1.000000000000e+00
    in_cut_age____7  clause_517   1.000000000000e+00
    in_cut_age____7  clause_518   1.000000000000e+00
    in_cut_age____7  clause_519   1.000000000000e+00
    in_cut_age____7  clause_521   1.000000000000e+00
    in_cut_age____7  clause_522   1.000000000000e+00
    in_cut_age____7  clause_523   1.000000000000e+00
    in_cut_age____7  clause_524   1.000000000000e+00
    in_cut_age____7  clause_525   1.000000000000e+00
    in_cut_age____7  clause_526   1.000000000000e+00
    in_cut_age____7  clause_527   1.000000000000e+00
    in_cut_age____7  clause_530   1.000000000000e+00
    in_cut_age____7  clause_533   1.000000000000e+00
    in_cut_age____7  clause_537   1.000000000000e+00
    in_cut_age____7  clause_539   1.000000000000e+00
    in_cut_age____7  clause_540   1.000000000000e+00
    in_cut_age____7  clause_541   1.000000000000e+00
    in_cut_age____7  clause_542   1.000000000000e+00
    in_cut_age____7  clause_543   1.000000000000e+00
    in_cut_age____7  clause_544   1.000000000000e+00
    in_cut_age____7  clause_545   1.000000000000e+00
    in_cut_age____7  clause_547   1.000000000000e+00
    in_cut_age____7  clause_550   1.000000000000e+00
    in_cut_age____7  clause_551   1.000000000000e+00
    in_cut_age____7  clause_554   1.000000000000e+00
    in_cut_age____7  clause_555   1.000000000000e+00
    in_cut_age____7  clause_556   1.000000000000e+00
    in_cut_age____7  clause_557   1.000000000000e+00
    in_cut_age____7  clause_559   1.000000000000e+00
    in_cut_age____7  clause_560   1.000000000000e+00
    in_cut_age____7  clause_561   1.000000000000e+00
    in_cut_age____7  clause_562   1.000000000000e+00
    in_cut_age____7  clause_563   1.000000000000e+00
    in_cut_age____7  clause_565   1.000000000000e+00
    in_cut_age____7  clause_566   1.000000000000e+00
    in_cut_age____7  clause_567   1.000000000000e+00
    in_cut_age____7  clause_568   1.000000000000e+00
    in_cut_age____7  clause_569   1.000000000000e+00
    in_cut_age____7  clause_570   1.000000000000e+00
    in_cut_age____7  clause_571   1.000000000000e+00
    in_cut_age____7  clause_572   1.000000000000e+00
    in_cut_age____7  clause_573   1.000000000000e+00
    in_cut_age____7  clause_574   1.000000000000e+00
    in_cut_age____7  clause_575   1.000000000000e+00
    in_cut_age____7  clause_576   1.000000000000e+00
    in_cut_age____7  clause_578   1.000000000000e+00
    in_cut_age____7  clause_579   1.000000000000e+00
    in_cut_age____7  clause_580   1.000000000000e+00
    in_cut_age____7  clause_581   1.000000000000e+00
    in_cut_age____7  clause_582   1.000000000000e+00
    in_cut_age____7  clause_583   1.000000000000e+00
    in_cut_age____7  clause_584   1.000000000000e+00
    in_cut_age____7  clause_587   1.000000000000e+00
    in_cut_age____7  clause_589   1.000000000000e+00
    in_cut_age____7  clause_590   1.000000000000e+00
    in_cut_age____7  clause_592   1.000000000000e+00
    in_cut_age____7  clause_593   1.000000000000e+00
    in_cut_age____7  clause_594   1.000000000000e+00
    in_cut_age____7  clause_596   1.000000000000e+00
    in_cut_age____7  clause_597   1.000000000000e+00
    in_cut_age____7  clause_598   1.000000000000e+00
    in_cut_age____7  clause_600   1.000000000000e+00
    in_cut_age____7  clause_601   1.000000000000e+00
    in_cut_age____7  clause_602   1.000000000000e+00
    in_cut_age____7  clause_603   1.000000000000e+00
    in_cut_age____7  clause_604   1.000000000000e+00
    in_cut_age____7  clause_605   1.000000000000e+00
    in_cut_age____7  clause_606   1.000000000000e+00
    in_cut_age____7  clause_607   1.000000000000e+00
    in_cut_age____7  clause_608   1.000000000000e+00
    in_cut_age____7  clause_609   1.000000000000e+00
    in_cut_age____7  clause_612   1.000000000000e+00
    in_cut_age____7  clause_613   1.000000000000e+00
    in_cut_age____7  clause_614   1.000000000000e+00
    in_cut_age____7  clause_615   1.000000000000e+00
    in_cut_age____7  clause_616   1.000000000000e+00
    in_cut_age____7  clause_617   1.000000000000e+00
    in_cut_age____7  clause_618   1.000000000000e+00
    in_cut_age____7  clause_619   1.000000000000e+00
    in_cut_age____7  clause_620   1.000000000000e+00
    in_cut_age____7  clause_621   1.000000000000e+00
    in_cut_age____7  clause_622   1.000000000000e+00
    in_cut_age____7  clause_623   1.000000000000e+00
    in_cut_age____7  clause_624   1.000000000000e+00
    in_cut_age____7  clause_626   1.000000000000e+00
    in_cut_age____7  clause_638   1.000000000000e+00
    in_cut_age____7  clause_655   1.000000000000e+00
    in_cut_age____7  clause_656   1.000000000000e+00
    in_cut_age____7  clause_659   1.000000000000e+00
    in_cut_age____7  clause_664   1.000000000000e+00
    in_cut_age____7  clause_666   1.000000000000e+00
    in_cut_age____7  clause_675   1.000000000000e+00
    in_cut_age____7  clause_679   1.000000000000e+00
    in_cut_age____7  clause_716   1.000000000000e+00
    in_cut_age____7  clause_717   1.000000000000e+00
    in_cut_age____7  clause_718   1.000000000000e+00
    in_cut_age____7  clause_719   1.000000000000e+00
    in_cut_age____7  clause_720   1.000000000000e+00
    in_cut_age____7  clause_721   1.000000000000e+00
    in_cut_age____7  clause_729   1.000000000000e+00
    in_cut_age____7  clause_734   1.000000000000e+00
    in_cut_age____7  clause_735   1.000000000000e+00
    in_cut_age____7  clause_736   1.000000000000e+00
    in_cut_age____7  clause_743   1.000000000000e+00
    in_cut_age____7  clause_746   1.000000000000e+00
    in_cut_age____7  clause_758   1.000000000000e+00
    in_cut_age____7  clause_780   1.000000000000e+00
    in_cut_age____7  clause_781   1.000000000000e+00
    in_cut_age____7  clause_793   1.000000000000e+00
    in_cut_age____7  clause_794   1.000000000000e+00
    in_cut_age____7  clause_795   1.000000000000e+00
    in_cut_age____7  clause_796   1.000000000000e+00
    in_cut_age____7  clause_797   1.000000000000e+00
    in_cut_age____7  clause_798   1.000000000000e+00
    in_cut_age____7  clause_807   1.000000000000e+00
    in_cut_age____7  clause_808   1.000000000000e+00
    in_cut_age____7  clause_809   1.000000000000e+00
    in_cut_age____7  clause_810   1.000000000000e+00
    in_cut_age____7  clause_811   1.000000000000e+00
    in_cut_age____7  clause_812   1.000000000000e+00
    in_cut_age____7  clause_813   1.000000000000e+00
    in_cut_age____7  clause_816   1.000000000000e+00
    in_cut_age____7  clause_817   1.000000000000e+00
    in_cut_age____7  clause_818   1.000000000000e+00
    in_cut_age____7  clause_819   1.000000000000e+00
    in_cut_age____7  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_10th__176  one_126    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_11th__161  one_121    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_12th__170  one_125    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_1st_4th__174  one_127    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_5th_6th__178  one_128    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_7th_8th__169  one_124    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_9th__168  one_123    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Assoc_acdm__166  one_117    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Assoc_voc__167  one_118    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Bachelors__156  one_114    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Doctorate__177  one_120    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Graduate__171  one_119    1.000000000000e+00
    in_cut_education_Graduate__171  one_120    1.000000000000e+00
    in_cut_education_Graduate__171  clause_502   1.000000000000e+00
    in_cut_education_Graduate__171  clause_575   1.000000000000e+00
    in_cut_education_Graduate__171  clause_824   1.000000000000e+00
    in_cut_education_Graduate__171  clause_830   1.000000000000e+00
    in_cut_education_Graduate__171  OBJ        4.809604800000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_HS_grad__163  one_122    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_High_School__160  one_121    1.000000000000e+00
    in_cut_education_High_School__160  one_122    1.000000000000e+00
    in_cut_education_High_School__160  one_123    1.000000000000e+00
    in_cut_education_High_School__160  one_124    1.000000000000e+00
    in_cut_education_High_School__160  one_125    1.000000000000e+00
    in_cut_education_High_School__160  one_126    1.000000000000e+00
    in_cut_education_High_School__160  clause_193   1.000000000000e+00
    in_cut_education_High_School__160  clause_196   1.000000000000e+00
    in_cut_education_High_School__160  clause_197   1.000000000000e+00
    in_cut_education_High_School__160  clause_198   1.000000000000e+00
    in_cut_education_High_School__160  clause_206   1.000000000000e+00
    in_cut_education_High_School__160  clause_207   1.000000000000e+00
    in_cut_education_High_School__160  clause_209   1.000000000000e+00
    in_cut_education_High_School__160  clause_211   1.000000000000e+00
    in_cut_education_High_School__160  clause_212   1.000000000000e+00
    in_cut_education_High_School__160  clause_215   1.000000000000e+00
    in_cut_education_High_School__160  clause_216   1.000000000000e+00
    in_cut_education_High_School__160  clause_217   1.000000000000e+00
    in_cut_education_High_School__160  clause_229   1.000000000000e+00
    in_cut_education_High_School__160  clause_230   1.000000000000e+00
    in_cut_education_High_School__160  clause_244   1.000000000000e+00
    in_cut_education_High_School__160  clause_246   1.000000000000e+00
    in_cut_education_High_School__160  clause_256   1.000000000000e+00
    in_cut_education_High_School__160  clause_257   1.000000000000e+00
    in_cut_education_High_School__160  clause_258   1.000000000000e+00
    in_cut_education_High_School__160  clause_275   1.000000000000e+00
    in_cut_education_High_School__160  clause_278   1.000000000000e+00
    in_cut_education_High_School__160  clause_297   1.000000000000e+00
    in_cut_education_High_School__160  clause_299   1.000000000000e+00
    in_cut_education_High_School__160  clause_300   1.000000000000e+00
    in_cut_education_High_School__160  clause_307   1.000000000000e+00
    in_cut_education_High_School__160  clause_309   1.000000000000e+00
    in_cut_education_High_School__160  clause_310   1.000000000000e+00
    in_cut_education_High_School__160  clause_311   1.000000000000e+00
    in_cut_education_High_School__160  clause_312   1.000000000000e+00
    in_cut_education_High_School__160  clause_325   1.000000000000e+00
    in_cut_education_High_School__160  clause_326   1.000000000000e+00
    in_cut_education_High_School__160  clause_329   1.000000000000e+00
    in_cut_education_High_School__160  clause_347   1.000000000000e+00
    in_cut_education_High_School__160  clause_349   1.000000000000e+00
    in_cut_education_High_School__160  clause_355   1.000000000000e+00
    in_cut_education_High_School__160  clause_359   1.000000000000e+00
    in_cut_education_High_School__160  clause_377   1.000000000000e+00
    in_cut_education_High_School__160  clause_404   1.000000000000e+00
    in_cut_education_High_School__160  clause_405   1.000000000000e+00
    in_cut_education_High_School__160  clause_450   1.000000000000e+00
    in_cut_education_High_School__160  clause_452   1.000000000000e+00
    in_cut_education_High_School__160  clause_472   1.000000000000e+00
    in_cut_education_High_School__160  clause_531   1.000000000000e+00
    in_cut_education_High_School__160  clause_532   1.000000000000e+00
    in_cut_education_High_School__160  clause_567   1.000000000000e+00
    in_cut_education_High_School__160  clause_569   1.000000000000e+00
    in_cut_education_High_School__160  clause_571   1.000000000000e+00
    in_cut_education_High_School__160  clause_577   1.000000000000e+00
    in_cut_education_High_School__160  clause_605   1.000000000000e+00
    in_cut_education_High_School__160  clause_629   1.000000000000e+00
    in_cut_education_High_School__160  clause_630   1.000000000000e+00
    in_cut_education_High_School__160  clause_638   1.000000000000e+00
    in_cut_education_High_School__160  clause_640   1.000000000000e+00
    in_cut_education_High_School__160  clause_642   1.000000000000e+00
    in_cut_education_High_School__160  clause_643   1.000000000000e+00
    in_cut_education_High_School__160  clause_664   1.000000000000e+00
    in_cut_education_High_School__160  clause_667   1.000000000000e+00
    in_cut_education_High_School__160  clause_674   1.000000000000e+00
    in_cut_education_High_School__160  clause_678   1.000000000000e+00
    in_cut_education_High_School__160  clause_714   1.000000000000e+00
    in_cut_education_High_School__160  clause_719   1.000000000000e+00
    in_cut_education_High_School__160  clause_726   1.000000000000e+00
    in_cut_education_High_School__160  clause_775   1.000000000000e+00
    in_cut_education_High_School__160  OBJ        1.573211640000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Higher_education__157  one_114    1.000000000000e+00
    in_cut_education_Higher_education__157  one_115    1.000000000000e+00
    in_cut_education_Higher_education__157  one_116    1.000000000000e+00
    in_cut_education_Higher_education__157  one_117    1.000000000000e+00
    in_cut_education_Higher_education__157  one_118    1.000000000000e+00
    in_cut_education_Higher_education__157  one_119    1.000000000000e+00
    in_cut_education_Higher_education__157  one_120    1.000000000000e+00
    in_cut_education_Higher_education__157  clause_236   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_237   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_259   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_281   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_282   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_292   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_295   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_296   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_304   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_306   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_316   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_317   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_318   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_319   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_320   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_321   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_322   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_323   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_333   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_334   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_340   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_341   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_351   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_352   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_360   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_361   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_362   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_363   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_374   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_379   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_386   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_393   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_394   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_395   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_396   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_401   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_403   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_407   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_414   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_415   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_416   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_418   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_419   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_425   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_426   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_427   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_428   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_429   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_430   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_437   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_438   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_439   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_440   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_441   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_446   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_448   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_449   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_451   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_463   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_479   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_480   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_481   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_484   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_485   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_486   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_487   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_491   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_498   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_499   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_500   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_501   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_502   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_503   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_504   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_507   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_508   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_511   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_512   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_513   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_514   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_515   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_520   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_529   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_536   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_539   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_540   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_541   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_542   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_548   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_549   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_552   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_555   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_556   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_557   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_559   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_560   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_561   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_562   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_573   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_574   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_575   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_592   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_600   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_601   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_604   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_609   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_657   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_668   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_680   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_681   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_684   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_688   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_689   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_706   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_707   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_713   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_715   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_716   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_717   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_718   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_723   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_724   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_727   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_729   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_730   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_733   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_734   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_735   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_736   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_741   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_744   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_748   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_750   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_751   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_757   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_761   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_768   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_770   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_773   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_778   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_779   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_783   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_789   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_791   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_808   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_822   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_824   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_826   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_827   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_828   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_830   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_834   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_846   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_849   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_850   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_851   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_852   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_855   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_856   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_858   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_859   1.000000000000e+00
    in_cut_education_Higher_education__157  clause_863   1.000000000000e+00
    in_cut_education_Higher_education__157  OBJ        2.390051664000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Masters__172  one_119    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Preschool__179  one_129    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Primary_School__173  one_127    1.000000000000e+00
    in_cut_education_Primary_School__173  one_128    1.000000000000e+00
    in_cut_education_Primary_School__173  one_129    1.000000000000e+00
    in_cut_education_Primary_School__173  clause_820   1.000000000000e+00
    in_cut_education_Primary_School__173  clause_821   1.000000000000e+00
    in_cut_education_Primary_School__173  clause_823   1.000000000000e+00
    in_cut_education_Primary_School__173  clause_825   1.000000000000e+00
    in_cut_education_Primary_School__173  clause_831   1.000000000000e+00
    in_cut_education_Primary_School__173  clause_832   1.000000000000e+00
    in_cut_education_Primary_School__173  OBJ        2.325523200000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Primary_education__175  one_127    1.000000000000e+00
    in_cut_education_Primary_education__175  one_128    1.000000000000e+00
    in_cut_education_Primary_education__175  one_129    1.000000000000e+00
    in_cut_education_Primary_education__175  clause_820   1.000000000000e+00
    in_cut_education_Primary_education__175  clause_821   1.000000000000e+00
    in_cut_education_Primary_education__175  clause_823   1.000000000000e+00
    in_cut_education_Primary_education__175  clause_825   1.000000000000e+00
    in_cut_education_Primary_education__175  clause_831   1.000000000000e+00
    in_cut_education_Primary_education__175  clause_832   1.000000000000e+00
    in_cut_education_Primary_education__175  OBJ        2.325523200000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Prof_school__165  one_116    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Professional_Education__164  one_116    1.000000000000e+00
    in_cut_education_Professional_Education__164  one_117    1.000000000000e+00
    in_cut_education_Professional_Education__164  one_118    1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_401   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_426   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_427   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_446   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_484   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_485   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_548   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_552   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_822   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_826   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_827   1.000000000000e+00
    in_cut_education_Professional_Education__164  clause_828   1.000000000000e+00
    in_cut_education_Professional_Education__164  OBJ        1.372731360000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Secondary_education__162  one_121    1.000000000000e+00
    in_cut_education_Secondary_education__162  one_122    1.000000000000e+00
    in_cut_education_Secondary_education__162  one_123    1.000000000000e+00
    in_cut_education_Secondary_education__162  one_124    1.000000000000e+00
    in_cut_education_Secondary_education__162  one_125    1.000000000000e+00
    in_cut_education_Secondary_education__162  one_126    1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_193   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_196   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_197   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_198   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_206   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_207   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_209   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_211   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_212   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_215   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_216   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_217   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_229   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_230   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_244   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_246   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_256   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_257   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_258   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_275   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_278   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_297   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_299   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_300   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_307   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_309   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_310   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_311   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_312   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_325   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_326   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_329   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_347   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_349   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_355   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_359   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_377   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_404   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_405   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_450   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_452   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_472   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_531   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_532   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_567   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_569   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_571   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_577   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_605   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_629   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_630   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_638   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_640   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_642   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_643   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_664   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_667   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_674   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_678   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_714   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_719   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_726   1.000000000000e+00
    in_cut_education_Secondary_education__162  clause_775   1.000000000000e+00
    in_cut_education_Secondary_education__162  OBJ        1.573211640000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Some_college__159  one_115    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education_Undergraduate__155  one_114    1.000000000000e+00
    in_cut_education_Undergraduate__155  one_115    1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_236   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_237   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_259   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_295   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_296   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_316   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_317   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_318   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_319   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_320   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_321   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_322   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_323   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_340   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_341   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_360   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_362   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_393   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_394   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_395   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_414   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_415   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_418   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_437   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_438   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_439   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_463   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_481   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_504   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_512   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_515   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_540   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_555   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_556   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_557   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_559   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_560   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_561   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_562   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_600   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_604   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_657   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_681   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_715   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_716   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_717   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_718   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_733   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_734   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_735   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_736   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_744   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_783   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_791   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_846   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_855   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_856   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_858   1.000000000000e+00
    in_cut_education_Undergraduate__155  clause_859   1.000000000000e+00
    in_cut_education_Undergraduate__155  OBJ        2.816093280000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_education____158  one_114    1.000000000000e+00
    in_cut_education____158  one_115    1.000000000000e+00
    in_cut_education____158  one_116    1.000000000000e+00
    in_cut_education____158  one_117    1.000000000000e+00
    in_cut_education____158  one_118    1.000000000000e+00
    in_cut_education____158  one_119    1.000000000000e+00
    in_cut_education____158  one_120    1.000000000000e+00
    in_cut_education____158  one_121    1.000000000000e+00
    in_cut_education____158  one_122    1.000000000000e+00
    in_cut_education____158  one_123    1.000000000000e+00
    in_cut_education____158  one_124    1.000000000000e+00
    in_cut_education____158  one_125    1.000000000000e+00
    in_cut_education____158  one_126    1.000000000000e+00
    in_cut_education____158  one_127    1.000000000000e+00
    in_cut_education____158  one_128    1.000000000000e+00
    in_cut_education____158  one_129    1.000000000000e+00
    in_cut_education____158  clause_193   1.000000000000e+00
    in_cut_education____158  clause_196   1.000000000000e+00
    in_cut_education____158  clause_197   1.000000000000e+00
    in_cut_education____158  clause_198   1.000000000000e+00
    in_cut_education____158  clause_199   1.000000000000e+00
    in_cut_education____158  clause_200   1.000000000000e+00
    in_cut_education____158  clause_206   1.000000000000e+00
    in_cut_education____158  clause_207   1.000000000000e+00
    in_cut_education____158  clause_209   1.000000000000e+00
    in_cut_education____158  clause_211   1.000000000000e+00
    in_cut_education____158  clause_212   1.000000000000e+00
    in_cut_education____158  clause_214   1.000000000000e+00
    in_cut_education____158  clause_215   1.000000000000e+00
    in_cut_education____158  clause_216   1.000000000000e+00
    in_cut_education____158  clause_217   1.000000000000e+00
    in_cut_education____158  clause_221   1.000000000000e+00
    in_cut_education____158  clause_229   1.000000000000e+00
    in_cut_education____158  clause_230   1.000000000000e+00
    in_cut_education____158  clause_233   1.000000000000e+00
    in_cut_education____158  clause_234   1.000000000000e+00
    in_cut_education____158  clause_235   1.000000000000e+00
    in_cut_education____158  clause_236   1.000000000000e+00
    in_cut_education____158  clause_237   1.000000000000e+00
    in_cut_education____158  clause_238   1.000000000000e+00
    in_cut_education____158  clause_239   1.000000000000e+00
    in_cut_education____158  clause_243   1.000000000000e+00
    in_cut_education____158  clause_244   1.000000000000e+00
    in_cut_education____158  clause_246   1.000000000000e+00
    in_cut_education____158  clause_256   1.000000000000e+00
    in_cut_education____158  clause_257   1.000000000000e+00
    in_cut_education____158  clause_258   1.000000000000e+00
    in_cut_education____158  clause_259   1.000000000000e+00
    in_cut_education____158  clause_260   1.000000000000e+00
    in_cut_education____158  clause_261   1.000000000000e+00
    in_cut_education____158  clause_275   1.000000000000e+00
    in_cut_education____158  clause_276   1.000000000000e+00
    in_cut_education____158  clause_277   1.000000000000e+00
    in_cut_education____158  clause_278   1.000000000000e+00
    in_cut_education____158  clause_281   1.000000000000e+00
    in_cut_education____158  clause_282   1.000000000000e+00
    in_cut_education____158  clause_292   1.000000000000e+00
    in_cut_education____158  clause_293   1.000000000000e+00
    in_cut_education____158  clause_294   1.000000000000e+00
    in_cut_education____158  clause_295   1.000000000000e+00
    in_cut_education____158  clause_296   1.000000000000e+00
    in_cut_education____158  clause_297   1.000000000000e+00
    in_cut_education____158  clause_299   1.000000000000e+00
    in_cut_education____158  clause_300   1.000000000000e+00
    in_cut_education____158  clause_301   1.000000000000e+00
    in_cut_education____158  clause_302   1.000000000000e+00
    in_cut_education____158  clause_303   1.000000000000e+00
    in_cut_education____158  clause_304   1.000000000000e+00
    in_cut_education____158  clause_305   1.000000000000e+00
    in_cut_education____158  clause_306   1.000000000000e+00
    in_cut_education____158  clause_307   1.000000000000e+00
    in_cut_education____158  clause_308   1.000000000000e+00
    in_cut_education____158  clause_309   1.000000000000e+00
    in_cut_education____158  clause_310   1.000000000000e+00
    in_cut_education____158  clause_311   1.000000000000e+00
    in_cut_education____158  clause_312   1.000000000000e+00
    in_cut_education____158  clause_313   1.000000000000e+00
    in_cut_education____158  clause_314   1.000000000000e+00
    in_cut_education____158  clause_315   1.000000000000e+00
    in_cut_education____158  clause_316   1.000000000000e+00
    in_cut_education____158  clause_317   1.000000000000e+00
    in_cut_education____158  clause_318   1.000000000000e+00
    in_cut_education____158  clause_319   1.000000000000e+00
    in_cut_education____158  clause_320   1.000000000000e+00
    in_cut_education____158  clause_321   1.000000000000e+00
    in_cut_education____158  clause_322   1.000000000000e+00
    in_cut_education____158  clause_323   1.000000000000e+00
    in_cut_education____158  clause_325   1.000000000000e+00
    in_cut_education____158  clause_326   1.000000000000e+00
    in_cut_education____158  clause_327   1.000000000000e+00
    in_cut_education____158  clause_328   1.000000000000e+00
    in_cut_education____158  clause_329   1.000000000000e+00
    in_cut_education____158  clause_333   1.000000000000e+00
    in_cut_education____158  clause_334   1.000000000000e+00
    in_cut_education____158  clause_340   1.000000000000e+00
    in_cut_education____158  clause_341   1.000000000000e+00
    in_cut_education____158  clause_342   1.000000000000e+00
    in_cut_education____158  clause_343   1.000000000000e+00
    in_cut_education____158  clause_347   1.000000000000e+00
    in_cut_education____158  clause_348   1.000000000000e+00
    in_cut_education____158  clause_349   1.000000000000e+00
    in_cut_education____158  clause_350   1.000000000000e+00
    in_cut_education____158  clause_351   1.000000000000e+00
    in_cut_education____158  clause_352   1.000000000000e+00
    in_cut_education____158  clause_353   1.000000000000e+00
    in_cut_education____158  clause_354   1.000000000000e+00
    in_cut_education____158  clause_355   1.000000000000e+00
    in_cut_education____158  clause_357   1.000000000000e+00
    in_cut_education____158  clause_359   1.000000000000e+00
    in_cut_education____158  clause_360   1.000000000000e+00
    in_cut_education____158  clause_361   1.000000000000e+00
    in_cut_education____158  clause_362   1.000000000000e+00
    in_cut_education____158  clause_363   1.000000000000e+00
    in_cut_education____158  clause_371   1.000000000000e+00
    in_cut_education____158  clause_372   1.000000000000e+00
    in_cut_education____158  clause_374   1.000000000000e+00
    in_cut_education____158  clause_377   1.000000000000e+00
    in_cut_education____158  clause_378   1.000000000000e+00
    in_cut_education____158  clause_379   1.000000000000e+00
    in_cut_education____158  clause_386   1.000000000000e+00
    in_cut_education____158  clause_393   1.000000000000e+00
    in_cut_education____158  clause_394   1.000000000000e+00
    in_cut_education____158  clause_395   1.000000000000e+00
    in_cut_education____158  clause_396   1.000000000000e+00
    in_cut_education____158  clause_401   1.000000000000e+00
    in_cut_education____158  clause_403   1.000000000000e+00
    in_cut_education____158  clause_404   1.000000000000e+00
    in_cut_education____158  clause_405   1.000000000000e+00
    in_cut_education____158  clause_407   1.000000000000e+00
    in_cut_education____158  clause_414   1.000000000000e+00
    in_cut_education____158  clause_415   1.000000000000e+00
    in_cut_education____158  clause_416   1.000000000000e+00
    in_cut_education____158  clause_418   1.000000000000e+00
    in_cut_education____158  clause_419   1.000000000000e+00
    in_cut_education____158  clause_420   1.000000000000e+00
    in_cut_education____158  clause_422   1.000000000000e+00
    in_cut_education____158  clause_425   1.000000000000e+00
    in_cut_education____158  clause_426   1.000000000000e+00
    in_cut_education____158  clause_427   1.000000000000e+00
    in_cut_education____158  clause_428   1.000000000000e+00
    in_cut_education____158  clause_429   1.000000000000e+00
    in_cut_education____158  clause_430   1.000000000000e+00
    in_cut_education____158  clause_432   1.000000000000e+00
    in_cut_education____158  clause_437   1.000000000000e+00
    in_cut_education____158  clause_438   1.000000000000e+00
    in_cut_education____158  clause_439   1.000000000000e+00
    in_cut_education____158  clause_440   1.000000000000e+00
    in_cut_education____158  clause_441   1.000000000000e+00
    in_cut_education____158  clause_443   1.000000000000e+00
    in_cut_education____158  clause_444   1.000000000000e+00
    in_cut_education____158  clause_446   1.000000000000e+00
    in_cut_education____158  clause_448   1.000000000000e+00
    in_cut_education____158  clause_449   1.000000000000e+00
    in_cut_education____158  clause_450   1.000000000000e+00
    in_cut_education____158  clause_451   1.000000000000e+00
    in_cut_education____158  clause_452   1.000000000000e+00
    in_cut_education____158  clause_456   1.000000000000e+00
    in_cut_education____158  clause_463   1.000000000000e+00
    in_cut_education____158  clause_466   1.000000000000e+00
    in_cut_education____158  clause_467   1.000000000000e+00
    in_cut_education____158  clause_471   1.000000000000e+00
    in_cut_education____158  clause_472   1.000000000000e+00
    in_cut_education____158  clause_473   1.000000000000e+00
    in_cut_education____158  clause_479   1.000000000000e+00
    in_cut_education____158  clause_480   1.000000000000e+00
    in_cut_education____158  clause_481   1.000000000000e+00
    in_cut_education____158  clause_484   1.000000000000e+00
    in_cut_education____158  clause_485   1.000000000000e+00
    in_cut_education____158  clause_486   1.000000000000e+00
    in_cut_education____158  clause_487   1.000000000000e+00
    in_cut_education____158  clause_491   1.000000000000e+00
    in_cut_education____158  clause_498   1.000000000000e+00
    in_cut_education____158  clause_499   1.000000000000e+00
    in_cut_education____158  clause_500   1.000000000000e+00
    in_cut_education____158  clause_501   1.000000000000e+00
    in_cut_education____158  clause_502   1.000000000000e+00
    in_cut_education____158  clause_503   1.000000000000e+00
    in_cut_education____158  clause_504   1.000000000000e+00
    in_cut_education____158  clause_507   1.000000000000e+00
    in_cut_education____158  clause_508   1.000000000000e+00
    in_cut_education____158  clause_509   1.000000000000e+00
    in_cut_education____158  clause_511   1.000000000000e+00
    in_cut_education____158  clause_512   1.000000000000e+00
    in_cut_education____158  clause_513   1.000000000000e+00
    in_cut_education____158  clause_514   1.000000000000e+00
    in_cut_education____158  clause_515   1.000000000000e+00
    in_cut_education____158  clause_517   1.000000000000e+00
    in_cut_education____158  clause_518   1.000000000000e+00
    in_cut_education____158  clause_520   1.000000000000e+00
    in_cut_education____158  clause_524   1.000000000000e+00
    in_cut_education____158  clause_528   1.000000000000e+00
    in_cut_education____158  clause_529   1.000000000000e+00
    in_cut_education____158  clause_531   1.000000000000e+00
    in_cut_education____158  clause_532   1.000000000000e+00
    in_cut_education____158  clause_534   1.000000000000e+00
    in_cut_education____158  clause_536   1.000000000000e+00
    in_cut_education____158  clause_539   1.000000000000e+00
    in_cut_education____158  clause_540   1.000000000000e+00
    in_cut_education____158  clause_541   1.000000000000e+00
    in_cut_education____158  clause_542   1.000000000000e+00
    in_cut_education____158  clause_544   1.000000000000e+00
    in_cut_education____158  clause_548   1.000000000000e+00
    in_cut_education____158  clause_549   1.000000000000e+00
    in_cut_education____158  clause_552   1.000000000000e+00
    in_cut_education____158  clause_555   1.000000000000e+00
    in_cut_education____158  clause_556   1.000000000000e+00
    in_cut_education____158  clause_557   1.000000000000e+00
    in_cut_education____158  clause_559   1.000000000000e+00
    in_cut_education____158  clause_560   1.000000000000e+00
    in_cut_education____158  clause_561   1.000000000000e+00
    in_cut_education____158  clause_562   1.000000000000e+00
    in_cut_education____158  clause_563   1.000000000000e+00
    in_cut_education____158  clause_566   1.000000000000e+00
    in_cut_education____158  clause_567   1.000000000000e+00
    in_cut_education____158  clause_569   1.000000000000e+00
    in_cut_education____158  clause_570   1.000000000000e+00
    in_cut_education____158  clause_571   1.000000000000e+00
    in_cut_education____158  clause_572   1.000000000000e+00
    in_cut_education____158  clause_573   1.000000000000e+00
    in_cut_education____158  clause_574   1.000000000000e+00
    in_cut_education____158  clause_575   1.000000000000e+00
    in_cut_education____158  clause_576   1.000000000000e+00
    in_cut_education____158  clause_577   1.000000000000e+00
    in_cut_education____158  clause_584   1.000000000000e+00
    in_cut_education____158  clause_588   1.000000000000e+00
    in_cut_education____158  clause_591   1.000000000000e+00
    in_cut_education____158  clause_592   1.000000000000e+00
    in_cut_education____158  clause_595   1.000000000000e+00
    in_cut_education____158  clause_600   1.000000000000e+00
    in_cut_education____158  clause_601   1.000000000000e+00
    in_cut_education____158  clause_602   1.000000000000e+00
    in_cut_education____158  clause_603   1.000000000000e+00
    in_cut_education____158  clause_604   1.000000000000e+00
    in_cut_education____158  clause_605   1.000000000000e+00
    in_cut_education____158  clause_606   1.000000000000e+00
    in_cut_education____158  clause_607   1.000000000000e+00
    in_cut_education____158  clause_608   1.000000000000e+00
    in_cut_education____158  clause_609   1.000000000000e+00
    in_cut_education____158  clause_610   1.000000000000e+00
    in_cut_education____158  clause_612   1.000000000000e+00
    in_cut_education____158  clause_625   1.000000000000e+00
    in_cut_education____158  clause_629   1.000000000000e+00
    in_cut_education____158  clause_630   1.000000000000e+00
    in_cut_education____158  clause_631   1.000000000000e+00
    in_cut_education____158  clause_637   1.000000000000e+00
    in_cut_education____158  clause_638   1.000000000000e+00
    in_cut_education____158  clause_639   1.000000000000e+00
    in_cut_education____158  clause_640   1.000000000000e+00
    in_cut_education____158  clause_642   1.000000000000e+00
    in_cut_education____158  clause_643   1.000000000000e+00
    in_cut_education____158  clause_648   1.000000000000e+00
    in_cut_education____158  clause_652   1.000000000000e+00
    in_cut_education____158  clause_655   1.000000000000e+00
    in_cut_education____158  clause_656   1.000000000000e+00
    in_cut_education____158  clause_657   1.000000000000e+00
    in_cut_education____158  clause_658   1.000000000000e+00
    in_cut_education____158  clause_659   1.000000000000e+00
    in_cut_education____158  clause_663   1.000000000000e+00
    in_cut_education____158  clause_664   1.000000000000e+00
    in_cut_education____158  clause_665   1.000000000000e+00
    in_cut_education____158  clause_666   1.000000000000e+00
    in_cut_education____158  clause_667   1.000000000000e+00
    in_cut_education____158  clause_668   1.000000000000e+00
    in_cut_education____158  clause_673   1.000000000000e+00
    in_cut_education____158  clause_674   1.000000000000e+00
    in_cut_education____158  clause_678   1.000000000000e+00
    in_cut_education____158  clause_680   1.000000000000e+00
    in_cut_education____158  clause_681   1.000000000000e+00
    in_cut_education____158  clause_684   1.000000000000e+00
    in_cut_education____158  clause_688   1.000000000000e+00
    in_cut_education____158  clause_689   1.000000000000e+00
    in_cut_education____158  clause_697   1.000000000000e+00
    in_cut_education____158  clause_698   1.000000000000e+00
    in_cut_education____158  clause_706   1.000000000000e+00
    in_cut_education____158  clause_707   1.000000000000e+00
    in_cut_education____158  clause_711   1.000000000000e+00
    in_cut_education____158  clause_713   1.000000000000e+00
    in_cut_education____158  clause_714   1.000000000000e+00
    in_cut_education____158  clause_715   1.000000000000e+00
    in_cut_education____158  clause_716   1.000000000000e+00
    in_cut_education____158  clause_717   1.000000000000e+00
    in_cut_education____158  clause_718   1.000000000000e+00
    in_cut_education____158  clause_719   1.000000000000e+00
    in_cut_education____158  clause_720   1.000000000000e+00
    in_cut_education____158  clause_721   1.000000000000e+00
    in_cut_education____158  clause_723   1.000000000000e+00
    in_cut_education____158  clause_724   1.000000000000e+00
    in_cut_education____158  clause_726   1.000000000000e+00
    in_cut_education____158  clause_727   1.000000000000e+00
    in_cut_education____158  clause_729   1.000000000000e+00
    in_cut_education____158  clause_730   1.000000000000e+00
    in_cut_education____158  clause_731   1.000000000000e+00
    in_cut_education____158  clause_733   1.000000000000e+00
    in_cut_education____158  clause_734   1.000000000000e+00
    in_cut_education____158  clause_735   1.000000000000e+00
    in_cut_education____158  clause_736   1.000000000000e+00
    in_cut_education____158  clause_737   1.000000000000e+00
    in_cut_education____158  clause_741   1.000000000000e+00
    in_cut_education____158  clause_743   1.000000000000e+00
    in_cut_education____158  clause_744   1.000000000000e+00
    in_cut_education____158  clause_746   1.000000000000e+00
    in_cut_education____158  clause_747   1.000000000000e+00
    in_cut_education____158  clause_748   1.000000000000e+00
    in_cut_education____158  clause_750   1.000000000000e+00
    in_cut_education____158  clause_751   1.000000000000e+00
    in_cut_education____158  clause_752   1.000000000000e+00
    in_cut_education____158  clause_757   1.000000000000e+00
    in_cut_education____158  clause_758   1.000000000000e+00
    in_cut_education____158  clause_761   1.000000000000e+00
    in_cut_education____158  clause_768   1.000000000000e+00
    in_cut_education____158  clause_770   1.000000000000e+00
    in_cut_education____158  clause_773   1.000000000000e+00
    in_cut_education____158  clause_775   1.000000000000e+00
    in_cut_education____158  clause_778   1.000000000000e+00
    in_cut_education____158  clause_779   1.000000000000e+00
    in_cut_education____158  clause_780   1.000000000000e+00
    in_cut_education____158  clause_781   1.000000000000e+00
    in_cut_education____158  clause_783   1.000000000000e+00
    in_cut_education____158  clause_786   1.000000000000e+00
    in_cut_education____158  clause_789   1.000000000000e+00
    in_cut_education____158  clause_791   1.000000000000e+00
    in_cut_education____158  clause_795   1.000000000000e+00
    in_cut_education____158  clause_798   1.000000000000e+00
    in_cut_education____158  clause_804   1.000000000000e+00
    in_cut_education____158  clause_808   1.000000000000e+00
    in_cut_education____158  clause_809   1.000000000000e+00
    in_cut_education____158  clause_810   1.000000000000e+00
    in_cut_education____158  clause_820   1.000000000000e+00
    in_cut_education____158  clause_821   1.000000000000e+00
    in_cut_education____158  clause_822   1.000000000000e+00
    in_cut_education____158  clause_823   1.000000000000e+00
    in_cut_education____158  clause_824   1.000000000000e+00
    in_cut_education____158  clause_825   1.000000000000e+00
    in_cut_education____158  clause_826   1.000000000000e+00
    in_cut_education____158  clause_827   1.000000000000e+00
    in_cut_education____158  clause_828   1.000000000000e+00
    in_cut_education____158  clause_829   1.000000000000e+00
    in_cut_education____158  clause_830   1.000000000000e+00
    in_cut_education____158  clause_831   1.000000000000e+00
    in_cut_education____158  clause_832   1.000000000000e+00
    in_cut_education____158  clause_834   1.000000000000e+00
    in_cut_education____158  clause_840   1.000000000000e+00
    in_cut_education____158  clause_846   1.000000000000e+00
    in_cut_education____158  clause_847   1.000000000000e+00
    in_cut_education____158  clause_848   1.000000000000e+00
    in_cut_education____158  clause_849   1.000000000000e+00
    in_cut_education____158  clause_850   1.000000000000e+00
    in_cut_education____158  clause_851   1.000000000000e+00
    in_cut_education____158  clause_852   1.000000000000e+00
    in_cut_education____158  clause_853   1.000000000000e+00
    in_cut_education____158  clause_854   1.000000000000e+00
    in_cut_education____158  clause_855   1.000000000000e+00
    in_cut_education____158  clause_856   1.000000000000e+00
    in_cut_education____158  clause_857   1.000000000000e+00
    in_cut_education____158  clause_858   1.000000000000e+00
    in_cut_education____158  clause_859   1.000000000000e+00
    in_cut_education____158  clause_860   1.000000000000e+00
    in_cut_education____158  clause_861   1.000000000000e+00
    in_cut_education____158  clause_862   1.000000000000e+00
    in_cut_education____158  clause_863   1.000000000000e+00
    in_cut_education____158  clause_864   1.000000000000e+00
    in_cut_education____158  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Divorced__149  one_109    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Married_AF_spouse__154  one_108    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Married_civ_spouse__146  one_107    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Married_spouse_absent__153  one_113    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Never_married__150  one_110    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Separated__151  one_111    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_Widowed__152  one_112    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status____147  one_107    1.000000000000e+00
    in_cut_marital_status____147  one_108    1.000000000000e+00
    in_cut_marital_status____147  one_109    1.000000000000e+00
    in_cut_marital_status____147  one_110    1.000000000000e+00
    in_cut_marital_status____147  one_111    1.000000000000e+00
    in_cut_marital_status____147  one_112    1.000000000000e+00
    in_cut_marital_status____147  one_113    1.000000000000e+00
    in_cut_marital_status____147  clause_193   1.000000000000e+00
    in_cut_marital_status____147  clause_196   1.000000000000e+00
    in_cut_marital_status____147  clause_197   1.000000000000e+00
    in_cut_marital_status____147  clause_198   1.000000000000e+00
    in_cut_marital_status____147  clause_199   1.000000000000e+00
    in_cut_marital_status____147  clause_200   1.000000000000e+00
    in_cut_marital_status____147  clause_201   1.000000000000e+00
    in_cut_marital_status____147  clause_202   1.000000000000e+00
    in_cut_marital_status____147  clause_203   1.000000000000e+00
    in_cut_marital_status____147  clause_204   1.000000000000e+00
    in_cut_marital_status____147  clause_205   1.000000000000e+00
    in_cut_marital_status____147  clause_207   1.000000000000e+00
    in_cut_marital_status____147  clause_208   1.000000000000e+00
    in_cut_marital_status____147  clause_209   1.000000000000e+00
    in_cut_marital_status____147  clause_210   1.000000000000e+00
    in_cut_marital_status____147  clause_211   1.000000000000e+00
    in_cut_marital_status____147  clause_212   1.000000000000e+00
    in_cut_marital_status____147  clause_213   1.000000000000e+00
    in_cut_marital_status____147  clause_214   1.000000000000e+00
    in_cut_marital_status____147  clause_215   1.000000000000e+00
    in_cut_marital_status____147  clause_216   1.000000000000e+00
    in_cut_marital_status____147  clause_217   1.000000000000e+00
    in_cut_marital_status____147  clause_220   1.000000000000e+00
    in_cut_marital_status____147  clause_221   1.000000000000e+00
    in_cut_marital_status____147  clause_222   1.000000000000e+00
    in_cut_marital_status____147  clause_223   1.000000000000e+00
    in_cut_marital_status____147  clause_224   1.000000000000e+00
    in_cut_marital_status____147  clause_225   1.000000000000e+00
    in_cut_marital_status____147  clause_227   1.000000000000e+00
    in_cut_marital_status____147  clause_229   1.000000000000e+00
    in_cut_marital_status____147  clause_230   1.000000000000e+00
    in_cut_marital_status____147  clause_231   1.000000000000e+00
    in_cut_marital_status____147  clause_232   1.000000000000e+00
    in_cut_marital_status____147  clause_233   1.000000000000e+00
    in_cut_marital_status____147  clause_236   1.000000000000e+00
    in_cut_marital_status____147  clause_237   1.000000000000e+00
    in_cut_marital_status____147  clause_238   1.000000000000e+00
    in_cut_marital_status____147  clause_239   1.000000000000e+00
    in_cut_marital_status____147  clause_240   1.000000000000e+00
    in_cut_marital_status____147  clause_241   1.000000000000e+00
    in_cut_marital_status____147  clause_242   1.000000000000e+00
    in_cut_marital_status____147  clause_244   1.000000000000e+00
    in_cut_marital_status____147  clause_246   1.000000000000e+00
    in_cut_marital_status____147  clause_249   1.000000000000e+00
    in_cut_marital_status____147  clause_252   1.000000000000e+00
    in_cut_marital_status____147  clause_253   1.000000000000e+00
    in_cut_marital_status____147  clause_254   1.000000000000e+00
    in_cut_marital_status____147  clause_255   1.000000000000e+00
    in_cut_marital_status____147  clause_257   1.000000000000e+00
    in_cut_marital_status____147  clause_259   1.000000000000e+00
    in_cut_marital_status____147  clause_260   1.000000000000e+00
    in_cut_marital_status____147  clause_261   1.000000000000e+00
    in_cut_marital_status____147  clause_262   1.000000000000e+00
    in_cut_marital_status____147  clause_263   1.000000000000e+00
    in_cut_marital_status____147  clause_264   1.000000000000e+00
    in_cut_marital_status____147  clause_270   1.000000000000e+00
    in_cut_marital_status____147  clause_271   1.000000000000e+00
    in_cut_marital_status____147  clause_272   1.000000000000e+00
    in_cut_marital_status____147  clause_273   1.000000000000e+00
    in_cut_marital_status____147  clause_274   1.000000000000e+00
    in_cut_marital_status____147  clause_275   1.000000000000e+00
    in_cut_marital_status____147  clause_276   1.000000000000e+00
    in_cut_marital_status____147  clause_277   1.000000000000e+00
    in_cut_marital_status____147  clause_278   1.000000000000e+00
    in_cut_marital_status____147  clause_279   1.000000000000e+00
    in_cut_marital_status____147  clause_281   1.000000000000e+00
    in_cut_marital_status____147  clause_282   1.000000000000e+00
    in_cut_marital_status____147  clause_284   1.000000000000e+00
    in_cut_marital_status____147  clause_285   1.000000000000e+00
    in_cut_marital_status____147  clause_286   1.000000000000e+00
    in_cut_marital_status____147  clause_287   1.000000000000e+00
    in_cut_marital_status____147  clause_288   1.000000000000e+00
    in_cut_marital_status____147  clause_289   1.000000000000e+00
    in_cut_marital_status____147  clause_290   1.000000000000e+00
    in_cut_marital_status____147  clause_292   1.000000000000e+00
    in_cut_marital_status____147  clause_293   1.000000000000e+00
    in_cut_marital_status____147  clause_294   1.000000000000e+00
    in_cut_marital_status____147  clause_295   1.000000000000e+00
    in_cut_marital_status____147  clause_296   1.000000000000e+00
    in_cut_marital_status____147  clause_298   1.000000000000e+00
    in_cut_marital_status____147  clause_299   1.000000000000e+00
    in_cut_marital_status____147  clause_300   1.000000000000e+00
    in_cut_marital_status____147  clause_301   1.000000000000e+00
    in_cut_marital_status____147  clause_302   1.000000000000e+00
    in_cut_marital_status____147  clause_303   1.000000000000e+00
    in_cut_marital_status____147  clause_304   1.000000000000e+00
    in_cut_marital_status____147  clause_307   1.000000000000e+00
    in_cut_marital_status____147  clause_308   1.000000000000e+00
    in_cut_marital_status____147  clause_309   1.000000000000e+00
    in_cut_marital_status____147  clause_310   1.000000000000e+00
    in_cut_marital_status____147  clause_311   1.000000000000e+00
    in_cut_marital_status____147  clause_314   1.000000000000e+00
    in_cut_marital_status____147  clause_315   1.000000000000e+00
    in_cut_marital_status____147  clause_317   1.000000000000e+00
    in_cut_marital_status____147  clause_319   1.000000000000e+00
    in_cut_marital_status____147  clause_320   1.000000000000e+00
    in_cut_marital_status____147  clause_321   1.000000000000e+00
    in_cut_marital_status____147  clause_322   1.000000000000e+00
    in_cut_marital_status____147  clause_323   1.000000000000e+00
    in_cut_marital_status____147  clause_325   1.000000000000e+00
    in_cut_marital_status____147  clause_326   1.000000000000e+00
    in_cut_marital_status____147  clause_327   1.000000000000e+00
    in_cut_marital_status____147  clause_328   1.000000000000e+00
    in_cut_marital_status____147  clause_329   1.000000000000e+00
    in_cut_marital_status____147  clause_333   1.000000000000e+00
    in_cut_marital_status____147  clause_334   1.000000000000e+00
    in_cut_marital_status____147  clause_335   1.000000000000e+00
    in_cut_marital_status____147  clause_336   1.000000000000e+00
    in_cut_marital_status____147  clause_337   1.000000000000e+00
    in_cut_marital_status____147  clause_338   1.000000000000e+00
    in_cut_marital_status____147  clause_339   1.000000000000e+00
    in_cut_marital_status____147  clause_340   1.000000000000e+00
    in_cut_marital_status____147  clause_341   1.000000000000e+00
    in_cut_marital_status____147  clause_342   1.000000000000e+00
    in_cut_marital_status____147  clause_343   1.000000000000e+00
    in_cut_marital_status____147  clause_345   1.000000000000e+00
    in_cut_marital_status____147  clause_346   1.000000000000e+00
    in_cut_marital_status____147  clause_347   1.000000000000e+00
    in_cut_marital_status____147  clause_348   1.000000000000e+00
    in_cut_marital_status____147  clause_349   1.000000000000e+00
    in_cut_marital_status____147  clause_350   1.000000000000e+00
    in_cut_marital_status____147  clause_351   1.000000000000e+00
    in_cut_marital_status____147  clause_353   1.000000000000e+00
    in_cut_marital_status____147  clause_354   1.000000000000e+00
    in_cut_marital_status____147  clause_355   1.000000000000e+00
    in_cut_marital_status____147  clause_356   1.000000000000e+00
    in_cut_marital_status____147  clause_357   1.000000000000e+00
    in_cut_marital_status____147  clause_358   1.000000000000e+00
    in_cut_marital_status____147  clause_359   1.000000000000e+00
    in_cut_marital_status____147  clause_360   1.000000000000e+00
    in_cut_marital_status____147  clause_361   1.000000000000e+00
    in_cut_marital_status____147  clause_362   1.000000000000e+00
    in_cut_marital_status____147  clause_363   1.000000000000e+00
    in_cut_marital_status____147  clause_364   1.000000000000e+00
    in_cut_marital_status____147  clause_365   1.000000000000e+00
    in_cut_marital_status____147  clause_367   1.000000000000e+00
    in_cut_marital_status____147  clause_368   1.000000000000e+00
    in_cut_marital_status____147  clause_371   1.000000000000e+00
    in_cut_marital_status____147  clause_372   1.000000000000e+00
    in_cut_marital_status____147  clause_374   1.000000000000e+00
    in_cut_marital_status____147  clause_375   1.000000000000e+00
    in_cut_marital_status____147  clause_377   1.000000000000e+00
    in_cut_marital_status____147  clause_379   1.000000000000e+00
    in_cut_marital_status____147  clause_380   1.000000000000e+00
    in_cut_marital_status____147  clause_381   1.000000000000e+00
    in_cut_marital_status____147  clause_382   1.000000000000e+00
    in_cut_marital_status____147  clause_383   1.000000000000e+00
    in_cut_marital_status____147  clause_386   1.000000000000e+00
    in_cut_marital_status____147  clause_387   1.000000000000e+00
    in_cut_marital_status____147  clause_388   1.000000000000e+00
    in_cut_marital_status____147  clause_389   1.000000000000e+00
    in_cut_marital_status____147  clause_390   1.000000000000e+00
    in_cut_marital_status____147  clause_392   1.000000000000e+00
    in_cut_marital_status____147  clause_393   1.000000000000e+00
    in_cut_marital_status____147  clause_395   1.000000000000e+00
    in_cut_marital_status____147  clause_396   1.000000000000e+00
    in_cut_marital_status____147  clause_398   1.000000000000e+00
    in_cut_marital_status____147  clause_399   1.000000000000e+00
    in_cut_marital_status____147  clause_401   1.000000000000e+00
    in_cut_marital_status____147  clause_406   1.000000000000e+00
    in_cut_marital_status____147  clause_408   1.000000000000e+00
    in_cut_marital_status____147  clause_409   1.000000000000e+00
    in_cut_marital_status____147  clause_410   1.000000000000e+00
    in_cut_marital_status____147  clause_411   1.000000000000e+00
    in_cut_marital_status____147  clause_412   1.000000000000e+00
    in_cut_marital_status____147  clause_413   1.000000000000e+00
    in_cut_marital_status____147  clause_414   1.000000000000e+00
    in_cut_marital_status____147  clause_415   1.000000000000e+00
    in_cut_marital_status____147  clause_416   1.000000000000e+00
    in_cut_marital_status____147  clause_418   1.000000000000e+00
    in_cut_marital_status____147  clause_419   1.000000000000e+00
    in_cut_marital_status____147  clause_420   1.000000000000e+00
    in_cut_marital_status____147  clause_421   1.000000000000e+00
    in_cut_marital_status____147  clause_423   1.000000000000e+00
    in_cut_marital_status____147  clause_424   1.000000000000e+00
    in_cut_marital_status____147  clause_425   1.000000000000e+00
    in_cut_marital_status____147  clause_426   1.000000000000e+00
    in_cut_marital_status____147  clause_427   1.000000000000e+00
    in_cut_marital_status____147  clause_428   1.000000000000e+00
    in_cut_marital_status____147  clause_429   1.000000000000e+00
    in_cut_marital_status____147  clause_431   1.000000000000e+00
    in_cut_marital_status____147  clause_432   1.000000000000e+00
    in_cut_marital_status____147  clause_434   1.000000000000e+00
    in_cut_marital_status____147  clause_440   1.000000000000e+00
    in_cut_marital_status____147  clause_441   1.000000000000e+00
    in_cut_marital_status____147  clause_442   1.000000000000e+00
    in_cut_marital_status____147  clause_443   1.000000000000e+00
    in_cut_marital_status____147  clause_444   1.000000000000e+00
    in_cut_marital_status____147  clause_445   1.000000000000e+00
    in_cut_marital_status____147  clause_446   1.000000000000e+00
    in_cut_marital_status____147  clause_448   1.000000000000e+00
    in_cut_marital_status____147  clause_451   1.000000000000e+00
    in_cut_marital_status____147  clause_453   1.000000000000e+00
    in_cut_marital_status____147  clause_454   1.000000000000e+00
    in_cut_marital_status____147  clause_455   1.000000000000e+00
    in_cut_marital_status____147  clause_456   1.000000000000e+00
    in_cut_marital_status____147  clause_457   1.000000000000e+00
    in_cut_marital_status____147  clause_458   1.000000000000e+00
    in_cut_marital_status____147  clause_459   1.000000000000e+00
    in_cut_marital_status____147  clause_460   1.000000000000e+00
    in_cut_marital_status____147  clause_461   1.000000000000e+00
    in_cut_marital_status____147  clause_462   1.000000000000e+00
    in_cut_marital_status____147  clause_463   1.000000000000e+00
    in_cut_marital_status____147  clause_465   1.000000000000e+00
    in_cut_marital_status____147  clause_466   1.000000000000e+00
    in_cut_marital_status____147  clause_470   1.000000000000e+00
    in_cut_marital_status____147  clause_471   1.000000000000e+00
    in_cut_marital_status____147  clause_472   1.000000000000e+00
    in_cut_marital_status____147  clause_473   1.000000000000e+00
    in_cut_marital_status____147  clause_474   1.000000000000e+00
    in_cut_marital_status____147  clause_478   1.000000000000e+00
    in_cut_marital_status____147  clause_482   1.000000000000e+00
    in_cut_marital_status____147  clause_487   1.000000000000e+00
    in_cut_marital_status____147  clause_489   1.000000000000e+00
    in_cut_marital_status____147  clause_490   1.000000000000e+00
    in_cut_marital_status____147  clause_491   1.000000000000e+00
    in_cut_marital_status____147  clause_492   1.000000000000e+00
    in_cut_marital_status____147  clause_493   1.000000000000e+00
    in_cut_marital_status____147  clause_500   1.000000000000e+00
    in_cut_marital_status____147  clause_501   1.000000000000e+00
    in_cut_marital_status____147  clause_502   1.000000000000e+00
    in_cut_marital_status____147  clause_505   1.000000000000e+00
    in_cut_marital_status____147  clause_507   1.000000000000e+00
    in_cut_marital_status____147  clause_509   1.000000000000e+00
    in_cut_marital_status____147  clause_510   1.000000000000e+00
    in_cut_marital_status____147  clause_511   1.000000000000e+00
    in_cut_marital_status____147  clause_512   1.000000000000e+00
    in_cut_marital_status____147  clause_513   1.000000000000e+00
    in_cut_marital_status____147  clause_514   1.000000000000e+00
    in_cut_marital_status____147  clause_515   1.000000000000e+00
    in_cut_marital_status____147  clause_516   1.000000000000e+00
    in_cut_marital_status____147  clause_517   1.000000000000e+00
    in_cut_marital_status____147  clause_518   1.000000000000e+00
    in_cut_marital_status____147  clause_519   1.000000000000e+00
    in_cut_marital_status____147  clause_521   1.000000000000e+00
    in_cut_marital_status____147  clause_522   1.000000000000e+00
    in_cut_marital_status____147  clause_523   1.000000000000e+00
    in_cut_marital_status____147  clause_524   1.000000000000e+00
    in_cut_marital_status____147  clause_525   1.000000000000e+00
    in_cut_marital_status____147  clause_526   1.000000000000e+00
    in_cut_marital_status____147  clause_527   1.000000000000e+00
    in_cut_marital_status____147  clause_530   1.000000000000e+00
    in_cut_marital_status____147  clause_531   1.000000000000e+00
    in_cut_marital_status____147  clause_532   1.000000000000e+00
    in_cut_marital_status____147  clause_533   1.000000000000e+00
    in_cut_marital_status____147  clause_537   1.000000000000e+00
    in_cut_marital_status____147  clause_538   1.000000000000e+00
    in_cut_marital_status____147  clause_539   1.000000000000e+00
    in_cut_marital_status____147  clause_540   1.000000000000e+00
    in_cut_marital_status____147  clause_541   1.000000000000e+00
    in_cut_marital_status____147  clause_542   1.000000000000e+00
    in_cut_marital_status____147  clause_543   1.000000000000e+00
    in_cut_marital_status____147  clause_544   1.000000000000e+00
    in_cut_marital_status____147  clause_545   1.000000000000e+00
    in_cut_marital_status____147  clause_547   1.000000000000e+00
    in_cut_marital_status____147  clause_549   1.000000000000e+00
    in_cut_marital_status____147  clause_550   1.000000000000e+00
    in_cut_marital_status____147  clause_553   1.000000000000e+00
    in_cut_marital_status____147  clause_555   1.000000000000e+00
    in_cut_marital_status____147  clause_556   1.000000000000e+00
    in_cut_marital_status____147  clause_557   1.000000000000e+00
    in_cut_marital_status____147  clause_559   1.000000000000e+00
    in_cut_marital_status____147  clause_561   1.000000000000e+00
    in_cut_marital_status____147  clause_563   1.000000000000e+00
    in_cut_marital_status____147  clause_566   1.000000000000e+00
    in_cut_marital_status____147  clause_567   1.000000000000e+00
    in_cut_marital_status____147  clause_568   1.000000000000e+00
    in_cut_marital_status____147  clause_569   1.000000000000e+00
    in_cut_marital_status____147  clause_570   1.000000000000e+00
    in_cut_marital_status____147  clause_571   1.000000000000e+00
    in_cut_marital_status____147  clause_573   1.000000000000e+00
    in_cut_marital_status____147  clause_574   1.000000000000e+00
    in_cut_marital_status____147  clause_575   1.000000000000e+00
    in_cut_marital_status____147  clause_576   1.000000000000e+00
    in_cut_marital_status____147  clause_577   1.000000000000e+00
    in_cut_marital_status____147  clause_578   1.000000000000e+00
    in_cut_marital_status____147  clause_579   1.000000000000e+00
    in_cut_marital_status____147  clause_580   1.000000000000e+00
    in_cut_marital_status____147  clause_581   1.000000000000e+00
    in_cut_marital_status____147  clause_582   1.000000000000e+00
    in_cut_marital_status____147  clause_584   1.000000000000e+00
    in_cut_marital_status____147  clause_585   1.000000000000e+00
    in_cut_marital_status____147  clause_587   1.000000000000e+00
    in_cut_marital_status____147  clause_590   1.000000000000e+00
    in_cut_marital_status____147  clause_591   1.000000000000e+00
    in_cut_marital_status____147  clause_592   1.000000000000e+00
    in_cut_marital_status____147  clause_596   1.000000000000e+00
    in_cut_marital_status____147  clause_599   1.000000000000e+00
    in_cut_marital_status____147  clause_600   1.000000000000e+00
    in_cut_marital_status____147  clause_601   1.000000000000e+00
    in_cut_marital_status____147  clause_602   1.000000000000e+00
    in_cut_marital_status____147  clause_603   1.000000000000e+00
    in_cut_marital_status____147  clause_605   1.000000000000e+00
    in_cut_marital_status____147  clause_607   1.000000000000e+00
    in_cut_marital_status____147  clause_608   1.000000000000e+00
    in_cut_marital_status____147  clause_611   1.000000000000e+00
    in_cut_marital_status____147  clause_616   1.000000000000e+00
    in_cut_marital_status____147  clause_623   1.000000000000e+00
    in_cut_marital_status____147  clause_624   1.000000000000e+00
    in_cut_marital_status____147  clause_627   1.000000000000e+00
    in_cut_marital_status____147  clause_628   1.000000000000e+00
    in_cut_marital_status____147  clause_629   1.000000000000e+00
    in_cut_marital_status____147  clause_632   1.000000000000e+00
    in_cut_marital_status____147  clause_634   1.000000000000e+00
    in_cut_marital_status____147  clause_636   1.000000000000e+00
    in_cut_marital_status____147  clause_637   1.000000000000e+00
    in_cut_marital_status____147  clause_639   1.000000000000e+00
    in_cut_marital_status____147  clause_641   1.000000000000e+00
    in_cut_marital_status____147  clause_643   1.000000000000e+00
    in_cut_marital_status____147  clause_644   1.000000000000e+00
    in_cut_marital_status____147  clause_645   1.000000000000e+00
    in_cut_marital_status____147  clause_646   1.000000000000e+00
    in_cut_marital_status____147  clause_648   1.000000000000e+00
    in_cut_marital_status____147  clause_649   1.000000000000e+00
    in_cut_marital_status____147  clause_652   1.000000000000e+00
    in_cut_marital_status____147  clause_653   1.000000000000e+00
    in_cut_marital_status____147  clause_654   1.000000000000e+00
    in_cut_marital_status____147  clause_655   1.000000000000e+00
    in_cut_marital_status____147  clause_656   1.000000000000e+00
    in_cut_marital_status____147  clause_657   1.000000000000e+00
    in_cut_marital_status____147  clause_660   1.000000000000e+00
    in_cut_marital_status____147  clause_661   1.000000000000e+00
    in_cut_marital_status____147  clause_662   1.000000000000e+00
    in_cut_marital_status____147  clause_665   1.000000000000e+00
    in_cut_marital_status____147  clause_668   1.000000000000e+00
    in_cut_marital_status____147  clause_672   1.000000000000e+00
    in_cut_marital_status____147  clause_673   1.000000000000e+00
    in_cut_marital_status____147  clause_674   1.000000000000e+00
    in_cut_marital_status____147  clause_675   1.000000000000e+00
    in_cut_marital_status____147  clause_676   1.000000000000e+00
    in_cut_marital_status____147  clause_677   1.000000000000e+00
    in_cut_marital_status____147  clause_678   1.000000000000e+00
    in_cut_marital_status____147  clause_680   1.000000000000e+00
    in_cut_marital_status____147  clause_681   1.000000000000e+00
    in_cut_marital_status____147  clause_683   1.000000000000e+00
    in_cut_marital_status____147  clause_684   1.000000000000e+00
    in_cut_marital_status____147  clause_686   1.000000000000e+00
    in_cut_marital_status____147  clause_688   1.000000000000e+00
    in_cut_marital_status____147  clause_689   1.000000000000e+00
    in_cut_marital_status____147  clause_690   1.000000000000e+00
    in_cut_marital_status____147  clause_691   1.000000000000e+00
    in_cut_marital_status____147  clause_692   1.000000000000e+00
    in_cut_marital_status____147  clause_693   1.000000000000e+00
    in_cut_marital_status____147  clause_694   1.000000000000e+00
    in_cut_marital_status____147  clause_696   1.000000000000e+00
    in_cut_marital_status____147  clause_698   1.000000000000e+00
    in_cut_marital_status____147  clause_699   1.000000000000e+00
    in_cut_marital_status____147  clause_700   1.000000000000e+00
    in_cut_marital_status____147  clause_701   1.000000000000e+00
    in_cut_marital_status____147  clause_702   1.000000000000e+00
    in_cut_marital_status____147  clause_703   1.000000000000e+00
    in_cut_marital_status____147  clause_705   1.000000000000e+00
    in_cut_marital_status____147  clause_707   1.000000000000e+00
    in_cut_marital_status____147  clause_709   1.000000000000e+00
    in_cut_marital_status____147  clause_710   1.000000000000e+00
    in_cut_marital_status____147  clause_711   1.000000000000e+00
    in_cut_marital_status____147  clause_712   1.000000000000e+00
    in_cut_marital_status____147  clause_713   1.000000000000e+00
    in_cut_marital_status____147  clause_714   1.000000000000e+00
    in_cut_marital_status____147  clause_716   1.000000000000e+00
    in_cut_marital_status____147  clause_717   1.000000000000e+00
    in_cut_marital_status____147  clause_718   1.000000000000e+00
    in_cut_marital_status____147  clause_719   1.000000000000e+00
    in_cut_marital_status____147  clause_720   1.000000000000e+00
    in_cut_marital_status____147  clause_721   1.000000000000e+00
    in_cut_marital_status____147  clause_722   1.000000000000e+00
    in_cut_marital_status____147  clause_723   1.000000000000e+00
    in_cut_marital_status____147  clause_724   1.000000000000e+00
    in_cut_marital_status____147  clause_725   1.000000000000e+00
    in_cut_marital_status____147  clause_726   1.000000000000e+00
    in_cut_marital_status____147  clause_727   1.000000000000e+00
    in_cut_marital_status____147  clause_728   1.000000000000e+00
    in_cut_marital_status____147  clause_729   1.000000000000e+00
    in_cut_marital_status____147  clause_730   1.000000000000e+00
    in_cut_marital_status____147  clause_731   1.000000000000e+00
    in_cut_marital_status____147  clause_732   1.000000000000e+00
    in_cut_marital_status____147  clause_733   1.000000000000e+00
    in_cut_marital_status____147  clause_734   1.000000000000e+00
    in_cut_marital_status____147  clause_735   1.000000000000e+00
    in_cut_marital_status____147  clause_736   1.000000000000e+00
    in_cut_marital_status____147  clause_737   1.000000000000e+00
    in_cut_marital_status____147  clause_738   1.000000000000e+00
    in_cut_marital_status____147  clause_739   1.000000000000e+00
    in_cut_marital_status____147  clause_740   1.000000000000e+00
    in_cut_marital_status____147  clause_741   1.000000000000e+00
    in_cut_marital_status____147  clause_742   1.000000000000e+00
    in_cut_marital_status____147  clause_743   1.000000000000e+00
    in_cut_marital_status____147  clause_744   1.000000000000e+00
    in_cut_marital_status____147  clause_745   1.000000000000e+00
    in_cut_marital_status____147  clause_746   1.000000000000e+00
    in_cut_marital_status____147  clause_747   1.000000000000e+00
    in_cut_marital_status____147  clause_748   1.000000000000e+00
    in_cut_marital_status____147  clause_750   1.000000000000e+00
    in_cut_marital_status____147  clause_751   1.000000000000e+00
    in_cut_marital_status____147  clause_753   1.000000000000e+00
    in_cut_marital_status____147  clause_754   1.000000000000e+00
    in_cut_marital_status____147  clause_756   1.000000000000e+00
    in_cut_marital_status____147  clause_757   1.000000000000e+00
    in_cut_marital_status____147  clause_758   1.000000000000e+00
    in_cut_marital_status____147  clause_759   1.000000000000e+00
    in_cut_marital_status____147  clause_761   1.000000000000e+00
    in_cut_marital_status____147  clause_762   1.000000000000e+00
    in_cut_marital_status____147  clause_763   1.000000000000e+00
    in_cut_marital_status____147  clause_764   1.000000000000e+00
    in_cut_marital_status____147  clause_765   1.000000000000e+00
    in_cut_marital_status____147  clause_766   1.000000000000e+00
    in_cut_marital_status____147  clause_767   1.000000000000e+00
    in_cut_marital_status____147  clause_768   1.000000000000e+00
    in_cut_marital_status____147  clause_769   1.000000000000e+00
    in_cut_marital_status____147  clause_771   1.000000000000e+00
    in_cut_marital_status____147  clause_772   1.000000000000e+00
    in_cut_marital_status____147  clause_773   1.000000000000e+00
    in_cut_marital_status____147  clause_774   1.000000000000e+00
    in_cut_marital_status____147  clause_775   1.000000000000e+00
    in_cut_marital_status____147  clause_776   1.000000000000e+00
    in_cut_marital_status____147  clause_777   1.000000000000e+00
    in_cut_marital_status____147  clause_778   1.000000000000e+00
    in_cut_marital_status____147  clause_779   1.000000000000e+00
    in_cut_marital_status____147  clause_780   1.000000000000e+00
    in_cut_marital_status____147  clause_781   1.000000000000e+00
    in_cut_marital_status____147  clause_782   1.000000000000e+00
    in_cut_marital_status____147  clause_783   1.000000000000e+00
    in_cut_marital_status____147  clause_784   1.000000000000e+00
    in_cut_marital_status____147  clause_785   1.000000000000e+00
    in_cut_marital_status____147  clause_786   1.000000000000e+00
    in_cut_marital_status____147  clause_787   1.000000000000e+00
    in_cut_marital_status____147  clause_788   1.000000000000e+00
    in_cut_marital_status____147  clause_789   1.000000000000e+00
    in_cut_marital_status____147  clause_790   1.000000000000e+00
    in_cut_marital_status____147  clause_791   1.000000000000e+00
    in_cut_marital_status____147  clause_792   1.000000000000e+00
    in_cut_marital_status____147  clause_793   1.000000000000e+00
    in_cut_marital_status____147  clause_794   1.000000000000e+00
    in_cut_marital_status____147  clause_795   1.000000000000e+00
    in_cut_marital_status____147  clause_796   1.000000000000e+00
    in_cut_marital_status____147  clause_797   1.000000000000e+00
    in_cut_marital_status____147  clause_798   1.000000000000e+00
    in_cut_marital_status____147  clause_799   1.000000000000e+00
    in_cut_marital_status____147  clause_800   1.000000000000e+00
    in_cut_marital_status____147  clause_802   1.000000000000e+00
    in_cut_marital_status____147  clause_803   1.000000000000e+00
    in_cut_marital_status____147  clause_804   1.000000000000e+00
    in_cut_marital_status____147  clause_805   1.000000000000e+00
    in_cut_marital_status____147  clause_806   1.000000000000e+00
    in_cut_marital_status____147  clause_807   1.000000000000e+00
    in_cut_marital_status____147  clause_808   1.000000000000e+00
    in_cut_marital_status____147  clause_809   1.000000000000e+00
    in_cut_marital_status____147  clause_810   1.000000000000e+00
    in_cut_marital_status____147  clause_811   1.000000000000e+00
    in_cut_marital_status____147  clause_812   1.000000000000e+00
    in_cut_marital_status____147  clause_813   1.000000000000e+00
    in_cut_marital_status____147  clause_814   1.000000000000e+00
    in_cut_marital_status____147  clause_815   1.000000000000e+00
    in_cut_marital_status____147  clause_816   1.000000000000e+00
    in_cut_marital_status____147  clause_817   1.000000000000e+00
    in_cut_marital_status____147  clause_818   1.000000000000e+00
    in_cut_marital_status____147  clause_819   1.000000000000e+00
    in_cut_marital_status____147  clause_820   1.000000000000e+00
    in_cut_marital_status____147  clause_822   1.000000000000e+00
    in_cut_marital_status____147  clause_823   1.000000000000e+00
    in_cut_marital_status____147  clause_824   1.000000000000e+00
    in_cut_marital_status____147  clause_825   1.000000000000e+00
    in_cut_marital_status____147  clause_827   1.000000000000e+00
    in_cut_marital_status____147  clause_828   1.000000000000e+00
    in_cut_marital_status____147  clause_829   1.000000000000e+00
    in_cut_marital_status____147  clause_834   1.000000000000e+00
    in_cut_marital_status____147  clause_835   1.000000000000e+00
    in_cut_marital_status____147  clause_840   1.000000000000e+00
    in_cut_marital_status____147  clause_842   1.000000000000e+00
    in_cut_marital_status____147  clause_846   1.000000000000e+00
    in_cut_marital_status____147  clause_847   1.000000000000e+00
    in_cut_marital_status____147  clause_848   1.000000000000e+00
    in_cut_marital_status____147  clause_852   1.000000000000e+00
    in_cut_marital_status____147  clause_855   1.000000000000e+00
    in_cut_marital_status____147  clause_856   1.000000000000e+00
    in_cut_marital_status____147  clause_858   1.000000000000e+00
    in_cut_marital_status____147  clause_860   1.000000000000e+00
    in_cut_marital_status____147  clause_861   1.000000000000e+00
    in_cut_marital_status____147  clause_863   1.000000000000e+00
    in_cut_marital_status____147  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_spouse_not_present__148  one_109    1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  one_110    1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  one_111    1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  one_112    1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  one_113    1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_197   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_198   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_200   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_202   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_203   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_204   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_205   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_207   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_209   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_211   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_212   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_213   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_221   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_224   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_225   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_232   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_233   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_236   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_237   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_238   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_239   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_240   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_241   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_242   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_246   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_255   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_260   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_263   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_281   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_282   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_284   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_285   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_286   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_290   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_314   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_315   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_320   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_323   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_325   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_326   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_327   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_329   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_333   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_334   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_335   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_354   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_355   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_356   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_357   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_358   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_359   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_361   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_363   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_364   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_379   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_380   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_381   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_382   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_386   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_387   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_390   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_392   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_406   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_408   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_409   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_411   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_413   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_431   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_432   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_434   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_453   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_454   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_455   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_456   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_458   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_460   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_471   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_472   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_473   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_474   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_478   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_489   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_490   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_491   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_492   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_493   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_509   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_510   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_521   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_522   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_523   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_524   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_526   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_531   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_532   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_538   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_549   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_553   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_576   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_577   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_578   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_579   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_580   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_581   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_585   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_591   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_599   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_611   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_623   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_624   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_628   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_629   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_632   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_636   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_637   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_639   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_643   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_644   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_645   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_648   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_649   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_655   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_656   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_657   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_660   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_661   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_662   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_665   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_668   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_673   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_674   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_675   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_676   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_677   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_678   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_680   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_681   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_683   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_684   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_686   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_688   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_689   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_690   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_691   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_692   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_693   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_694   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_698   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_699   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_700   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_703   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_705   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_707   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_709   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_710   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_711   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_712   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_714   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_716   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_717   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_718   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_719   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_720   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_729   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_730   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_731   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_732   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_733   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_735   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_737   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_738   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_739   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_740   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_744   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_745   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_746   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_747   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_748   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_750   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_751   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_758   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_759   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_763   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_764   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_768   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_769   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_771   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_772   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_776   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_777   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_778   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_779   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_780   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_781   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_783   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_784   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_785   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_786   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_787   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_789   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_790   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_791   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_792   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_793   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_794   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_795   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_796   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_797   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_798   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_799   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_800   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_802   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_803   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_805   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_806   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_808   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_809   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_810   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_811   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_812   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_813   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_816   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_818   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  clause_819   1.000000000000e+00
    in_cut_marital_status_spouse_not_present__148  OBJ        3.862098240000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_marital_status_spouse_present__145  one_107    1.000000000000e+00
    in_cut_marital_status_spouse_present__145  one_108    1.000000000000e+00
    in_cut_marital_status_spouse_present__145  clause_459   1.000000000000e+00
    in_cut_marital_status_spouse_present__145  clause_702   1.000000000000e+00
    in_cut_marital_status_spouse_present__145  OBJ        8.460051600000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Africa__194  one_165    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Asia__183  one_142    1.000000000000e+00
    in_cut_native_country_Asia__183  one_143    1.000000000000e+00
    in_cut_native_country_Asia__183  one_144    1.000000000000e+00
    in_cut_native_country_Asia__183  one_145    1.000000000000e+00
    in_cut_native_country_Asia__183  one_146    1.000000000000e+00
    in_cut_native_country_Asia__183  one_147    1.000000000000e+00
    in_cut_native_country_Asia__183  one_148    1.000000000000e+00
    in_cut_native_country_Asia__183  one_149    1.000000000000e+00
    in_cut_native_country_Asia__183  one_150    1.000000000000e+00
    in_cut_native_country_Asia__183  one_151    1.000000000000e+00
    in_cut_native_country_Asia__183  one_152    1.000000000000e+00
    in_cut_native_country_Asia__183  clause_833   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_835   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_836   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_838   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_839   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_840   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_841   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_843   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_844   1.000000000000e+00
    in_cut_native_country_Asia__183  clause_845   1.000000000000e+00
    in_cut_native_country_Asia__183  OBJ        5.711706000000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Cambodia__184  one_142    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Canada__188  one_132    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_China__196  one_145    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Columbia__215  one_167    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Cuba__197  one_134    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Dominican_Republic__209  one_138    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Ecuador__212  one_166    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_El_Salvador__222  one_141    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_England__186  one_153    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Europe__185  one_153    1.000000000000e+00
    in_cut_native_country_Europe__185  one_154    1.000000000000e+00
    in_cut_native_country_Europe__185  one_155    1.000000000000e+00
    in_cut_native_country_Europe__185  one_156    1.000000000000e+00
    in_cut_native_country_Europe__185  one_157    1.000000000000e+00
    in_cut_native_country_Europe__185  one_158    1.000000000000e+00
    in_cut_native_country_Europe__185  one_159    1.000000000000e+00
    in_cut_native_country_Europe__185  one_160    1.000000000000e+00
    in_cut_native_country_Europe__185  one_161    1.000000000000e+00
    in_cut_native_country_Europe__185  one_162    1.000000000000e+00
    in_cut_native_country_Europe__185  one_163    1.000000000000e+00
    in_cut_native_country_Europe__185  one_164    1.000000000000e+00
    in_cut_native_country_Europe__185  OBJ        4.885580700000e+07
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_France__208  one_160    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Germany__189  one_154    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Greece__193  one_155    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Guatemala__217  one_140    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Haiti__214  one_139    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Holand_Netherlands__226  one_164    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Honduras__199  one_135    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Hong__225  one_152    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Hungary__216  one_161    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_India__191  one_143    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Iran__198  one_146    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Ireland__207  one_159    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Italy__201  one_156    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Jamaica__203  one_136    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Japan__192  one_144    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Laos__210  one_149    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Mexico__205  one_137    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Nicaragua__218  one_168    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_North_America__180  one_130    1.000000000000e+00
    in_cut_native_country_North_America__180  one_131    1.000000000000e+00
    in_cut_native_country_North_America__180  one_132    1.000000000000e+00
    in_cut_native_country_North_America__180  one_133    1.000000000000e+00
    in_cut_native_country_North_America__180  one_134    1.000000000000e+00
    in_cut_native_country_North_America__180  one_135    1.000000000000e+00
    in_cut_native_country_North_America__180  one_136    1.000000000000e+00
    in_cut_native_country_North_America__180  one_137    1.000000000000e+00
    in_cut_native_country_North_America__180  one_138    1.000000000000e+00
    in_cut_native_country_North_America__180  one_139    1.000000000000e+00
    in_cut_native_country_North_America__180  one_140    1.000000000000e+00
    in_cut_native_country_North_America__180  one_141    1.000000000000e+00
    in_cut_native_country_North_America__180  clause_207   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_208   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_247   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_264   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_269   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_280   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_295   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_326   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_330   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_331   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_332   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_341   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_346   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_347   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_384   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_385   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_424   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_433   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_546   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_569   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_662   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_685   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_687   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_701   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_749   1.000000000000e+00
    in_cut_native_country_North_America__180  clause_769   1.000000000000e+00
    in_cut_native_country_North_America__180  OBJ        2.854051200000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Outlying_US_Guam_USVI_etc___190  one_133    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Peru__224  one_170    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Philippines__200  one_147    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Poland__202  one_157    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Portugal__206  one_158    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Puerto_Rico__187  one_131    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Scotland__219  one_162    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_South_America__211  one_166    1.000000000000e+00
    in_cut_native_country_South_America__211  one_167    1.000000000000e+00
    in_cut_native_country_South_America__211  one_168    1.000000000000e+00
    in_cut_native_country_South_America__211  one_169    1.000000000000e+00
    in_cut_native_country_South_America__211  one_170    1.000000000000e+00
    in_cut_native_country_South_America__211  OBJ        5.909904000000e+06
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_South__195  one_165    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Taiwan__213  one_150    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Thailand__220  one_151    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Trinadad_Tobago__223  one_169    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_United_States__181  one_130    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Vietnam__204  one_148    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country_Yugoslavia__221  one_163    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_native_country____182  one_130    1.000000000000e+00
    in_cut_native_country____182  one_131    1.000000000000e+00
    in_cut_native_country____182  one_132    1.000000000000e+00
    in_cut_native_country____182  one_133    1.000000000000e+00
    in_cut_native_country____182  one_134    1.000000000000e+00
    in_cut_native_country____182  one_135    1.000000000000e+00
    in_cut_native_country____182  one_136    1.000000000000e+00
    in_cut_native_country____182  one_137    1.000000000000e+00
    in_cut_native_country____182  one_138    1.000000000000e+00
    in_cut_native_country____182  one_139    1.000000000000e+00
    in_cut_native_country____182  one_140    1.000000000000e+00
    in_cut_native_country____182  one_141    1.000000000000e+00
    in_cut_native_country____182  one_142    1.000000000000e+00
    in_cut_native_country____182  one_143    1.000000000000e+00
    in_cut_native_country____182  one_144    1.000000000000e+00
    in_cut_native_country____182  one_145    1.000000000000e+00
    in_cut_native_country____182  one_146    1.000000000000e+00
    in_cut_native_country____182  one_147    1.000000000000e+00
    in_cut_native_country____182  one_148    1.000000000000e+00
    in_cut_native_country____182  one_149    1.000000000000e+00
    in_cut_native_country____182  one_150    1.000000000000e+00
    in_cut_native_country____182  one_151    1.000000000000e+00
    in_cut_native_country____182  one_152    1.000000000000e+00
    in_cut_native_country____182  one_153    1.000000000000e+00
    in_cut_native_country____182  one_154    1.000000000000e+00
    in_cut_native_country____182  one_155    1.000000000000e+00
    in_cut_native_country____182  one_156    1.000000000000e+00
    in_cut_native_country____182  one_157    1.000000000000e+00
    in_cut_native_country____182  one_158    1.000000000000e+00
    in_cut_native_country____182  one_159    1.000000000000e+00
    in_cut_native_country____182  one_160    1.000000000000e+00
    in_cut_native_country____182  one_161    1.000000000000e+00
    in_cut_native_country____182  one_162    1.000000000000e+00
    in_cut_native_country____182  one_163    1.000000000000e+00
    in_cut_native_country____182  one_164    1.000000000000e+00
    in_cut_native_country____182  one_165    1.000000000000e+00
    in_cut_native_country____182  one_166    1.000000000000e+00
    in_cut_native_country____182  one_167    1.000000000000e+00
    in_cut_native_country____182  one_168    1.000000000000e+00
    in_cut_native_country____182  one_169    1.000000000000e+00
    in_cut_native_country____182  one_170    1.000000000000e+00
    in_cut_native_country____182  clause_207   1.000000000000e+00
    in_cut_native_country____182  clause_208   1.000000000000e+00
    in_cut_native_country____182  clause_247   1.000000000000e+00
    in_cut_native_country____182  clause_264   1.000000000000e+00
    in_cut_native_country____182  clause_265   1.000000000000e+00
    in_cut_native_country____182  clause_266   1.000000000000e+00
    in_cut_native_country____182  clause_269   1.000000000000e+00
    in_cut_native_country____182  clause_279   1.000000000000e+00
    in_cut_native_country____182  clause_280   1.000000000000e+00
    in_cut_native_country____182  clause_295   1.000000000000e+00
    in_cut_native_country____182  clause_326   1.000000000000e+00
    in_cut_native_country____182  clause_330   1.000000000000e+00
    in_cut_native_country____182  clause_331   1.000000000000e+00
    in_cut_native_country____182  clause_332   1.000000000000e+00
    in_cut_native_country____182  clause_341   1.000000000000e+00
    in_cut_native_country____182  clause_346   1.000000000000e+00
    in_cut_native_country____182  clause_347   1.000000000000e+00
    in_cut_native_country____182  clause_384   1.000000000000e+00
    in_cut_native_country____182  clause_385   1.000000000000e+00
    in_cut_native_country____182  clause_397   1.000000000000e+00
    in_cut_native_country____182  clause_424   1.000000000000e+00
    in_cut_native_country____182  clause_433   1.000000000000e+00
    in_cut_native_country____182  clause_445   1.000000000000e+00
    in_cut_native_country____182  clause_469   1.000000000000e+00
    in_cut_native_country____182  clause_483   1.000000000000e+00
    in_cut_native_country____182  clause_546   1.000000000000e+00
    in_cut_native_country____182  clause_555   1.000000000000e+00
    in_cut_native_country____182  clause_559   1.000000000000e+00
    in_cut_native_country____182  clause_569   1.000000000000e+00
    in_cut_native_country____182  clause_662   1.000000000000e+00
    in_cut_native_country____182  clause_685   1.000000000000e+00
    in_cut_native_country____182  clause_687   1.000000000000e+00
    in_cut_native_country____182  clause_701   1.000000000000e+00
    in_cut_native_country____182  clause_704   1.000000000000e+00
    in_cut_native_country____182  clause_705   1.000000000000e+00
    in_cut_native_country____182  clause_716   1.000000000000e+00
    in_cut_native_country____182  clause_749   1.000000000000e+00
    in_cut_native_country____182  clause_769   1.000000000000e+00
    in_cut_native_country____182  clause_792   1.000000000000e+00
    in_cut_native_country____182  clause_815   1.000000000000e+00
    in_cut_native_country____182  clause_833   1.000000000000e+00
    in_cut_native_country____182  clause_834   1.000000000000e+00
    in_cut_native_country____182  clause_835   1.000000000000e+00
    in_cut_native_country____182  clause_836   1.000000000000e+00
    in_cut_native_country____182  clause_837   1.000000000000e+00
    in_cut_native_country____182  clause_838   1.000000000000e+00
    in_cut_native_country____182  clause_839   1.000000000000e+00
    in_cut_native_country____182  clause_840   1.000000000000e+00
    in_cut_native_country____182  clause_841   1.000000000000e+00
    in_cut_native_country____182  clause_842   1.000000000000e+00
    in_cut_native_country____182  clause_843   1.000000000000e+00
    in_cut_native_country____182  clause_844   1.000000000000e+00
    in_cut_native_country____182  clause_845   1.000000000000e+00
    in_cut_native_country____182  clause_846   1.000000000000e+00
    in_cut_native_country____182  clause_847   1.000000000000e+00
    in_cut_native_country____182  clause_848   1.000000000000e+00
    in_cut_native_country____182  clause_849   1.000000000000e+00
    in_cut_native_country____182  clause_850   1.000000000000e+00
    in_cut_native_country____182  clause_851   1.000000000000e+00
    in_cut_native_country____182  clause_852   1.000000000000e+00
    in_cut_native_country____182  clause_853   1.000000000000e+00
    in_cut_native_country____182  clause_854   1.000000000000e+00
    in_cut_native_country____182  clause_855   1.000000000000e+00
    in_cut_native_country____182  clause_856   1.000000000000e+00
    in_cut_native_country____182  clause_857   1.000000000000e+00
    in_cut_native_country____182  clause_858   1.000000000000e+00
    in_cut_native_country____182  clause_859   1.000000000000e+00
    in_cut_native_country____182  clause_860   1.000000000000e+00
    in_cut_native_country____182  clause_861   1.000000000000e+00
    in_cut_native_country____182  clause_862   1.000000000000e+00
    in_cut_native_country____182  clause_863   1.000000000000e+00
    in_cut_native_country____182  clause_864   1.000000000000e+00
    in_cut_native_country____182  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Adm_clerical__251  one_184    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Armed_Forces__256  one_189    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Craft_repair__242  one_180    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Exec_managerial__247  one_191    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Farming_fishing__252  one_185    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Handlers_cleaners__249  one_192    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Machine_op_inspct__250  one_182    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Nontechnical__245  one_190    1.000000000000e+00
    in_cut_occupation_Nontechnical__245  one_191    1.000000000000e+00
    in_cut_occupation_Nontechnical__245  one_192    1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_227   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_236   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_237   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_239   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_243   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_252   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_273   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_288   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_294   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_299   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_317   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_318   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_322   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_327   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_328   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_336   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_341   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_342   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_348   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_349   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_354   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_356   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_361   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_371   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_376   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_379   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_395   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_422   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_425   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_432   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_438   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_439   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_440   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_443   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_457   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_462   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_466   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_471   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_481   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_487   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_488   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_504   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_506   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_511   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_512   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_515   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_517   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_521   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_522   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_525   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_528   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_539   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_540   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_555   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_556   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_560   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_561   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_564   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_566   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_567   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_568   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_592   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_603   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_604   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_606   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_613   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_614   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_622   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_627   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_632   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_639   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_649   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_650   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_681   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_714   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_717   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_720   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_723   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_730   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_733   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_734   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_738   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_744   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_747   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_759   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_771   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_774   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_793   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_797   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_800   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  clause_806   1.000000000000e+00
    in_cut_occupation_Nontechnical__245  OBJ        4.948574400000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Other__243  one_183    1.000000000000e+00
    in_cut_occupation_Other__243  one_184    1.000000000000e+00
    in_cut_occupation_Other__243  one_185    1.000000000000e+00
    in_cut_occupation_Other__243  one_186    1.000000000000e+00
    in_cut_occupation_Other__243  one_187    1.000000000000e+00
    in_cut_occupation_Other__243  one_188    1.000000000000e+00
    in_cut_occupation_Other__243  one_189    1.000000000000e+00
    in_cut_occupation_Other__243  clause_195   1.000000000000e+00
    in_cut_occupation_Other__243  clause_200   1.000000000000e+00
    in_cut_occupation_Other__243  clause_201   1.000000000000e+00
    in_cut_occupation_Other__243  clause_205   1.000000000000e+00
    in_cut_occupation_Other__243  clause_207   1.000000000000e+00
    in_cut_occupation_Other__243  clause_210   1.000000000000e+00
    in_cut_occupation_Other__243  clause_218   1.000000000000e+00
    in_cut_occupation_Other__243  clause_219   1.000000000000e+00
    in_cut_occupation_Other__243  clause_224   1.000000000000e+00
    in_cut_occupation_Other__243  clause_226   1.000000000000e+00
    in_cut_occupation_Other__243  clause_232   1.000000000000e+00
    in_cut_occupation_Other__243  clause_234   1.000000000000e+00
    in_cut_occupation_Other__243  clause_238   1.000000000000e+00
    in_cut_occupation_Other__243  clause_242   1.000000000000e+00
    in_cut_occupation_Other__243  clause_246   1.000000000000e+00
    in_cut_occupation_Other__243  clause_248   1.000000000000e+00
    in_cut_occupation_Other__243  clause_253   1.000000000000e+00
    in_cut_occupation_Other__243  clause_254   1.000000000000e+00
    in_cut_occupation_Other__243  clause_261   1.000000000000e+00
    in_cut_occupation_Other__243  clause_262   1.000000000000e+00
    in_cut_occupation_Other__243  clause_267   1.000000000000e+00
    in_cut_occupation_Other__243  clause_274   1.000000000000e+00
    in_cut_occupation_Other__243  clause_276   1.000000000000e+00
    in_cut_occupation_Other__243  clause_291   1.000000000000e+00
    in_cut_occupation_Other__243  clause_293   1.000000000000e+00
    in_cut_occupation_Other__243  clause_296   1.000000000000e+00
    in_cut_occupation_Other__243  clause_301   1.000000000000e+00
    in_cut_occupation_Other__243  clause_305   1.000000000000e+00
    in_cut_occupation_Other__243  clause_316   1.000000000000e+00
    in_cut_occupation_Other__243  clause_319   1.000000000000e+00
    in_cut_occupation_Other__243  clause_321   1.000000000000e+00
    in_cut_occupation_Other__243  clause_323   1.000000000000e+00
    in_cut_occupation_Other__243  clause_326   1.000000000000e+00
    in_cut_occupation_Other__243  clause_343   1.000000000000e+00
    in_cut_occupation_Other__243  clause_347   1.000000000000e+00
    in_cut_occupation_Other__243  clause_350   1.000000000000e+00
    in_cut_occupation_Other__243  clause_357   1.000000000000e+00
    in_cut_occupation_Other__243  clause_367   1.000000000000e+00
    in_cut_occupation_Other__243  clause_368   1.000000000000e+00
    in_cut_occupation_Other__243  clause_375   1.000000000000e+00
    in_cut_occupation_Other__243  clause_380   1.000000000000e+00
    in_cut_occupation_Other__243  clause_383   1.000000000000e+00
    in_cut_occupation_Other__243  clause_396   1.000000000000e+00
    in_cut_occupation_Other__243  clause_398   1.000000000000e+00
    in_cut_occupation_Other__243  clause_399   1.000000000000e+00
    in_cut_occupation_Other__243  clause_400   1.000000000000e+00
    in_cut_occupation_Other__243  clause_402   1.000000000000e+00
    in_cut_occupation_Other__243  clause_403   1.000000000000e+00
    in_cut_occupation_Other__243  clause_412   1.000000000000e+00
    in_cut_occupation_Other__243  clause_415   1.000000000000e+00
    in_cut_occupation_Other__243  clause_417   1.000000000000e+00
    in_cut_occupation_Other__243  clause_421   1.000000000000e+00
    in_cut_occupation_Other__243  clause_437   1.000000000000e+00
    in_cut_occupation_Other__243  clause_441   1.000000000000e+00
    in_cut_occupation_Other__243  clause_444   1.000000000000e+00
    in_cut_occupation_Other__243  clause_449   1.000000000000e+00
    in_cut_occupation_Other__243  clause_470   1.000000000000e+00
    in_cut_occupation_Other__243  clause_490   1.000000000000e+00
    in_cut_occupation_Other__243  clause_492   1.000000000000e+00
    in_cut_occupation_Other__243  clause_494   1.000000000000e+00
    in_cut_occupation_Other__243  clause_519   1.000000000000e+00
    in_cut_occupation_Other__243  clause_535   1.000000000000e+00
    in_cut_occupation_Other__243  clause_545   1.000000000000e+00
    in_cut_occupation_Other__243  clause_563   1.000000000000e+00
    in_cut_occupation_Other__243  clause_570   1.000000000000e+00
    in_cut_occupation_Other__243  clause_571   1.000000000000e+00
    in_cut_occupation_Other__243  clause_572   1.000000000000e+00
    in_cut_occupation_Other__243  clause_608   1.000000000000e+00
    in_cut_occupation_Other__243  clause_618   1.000000000000e+00
    in_cut_occupation_Other__243  clause_619   1.000000000000e+00
    in_cut_occupation_Other__243  clause_633   1.000000000000e+00
    in_cut_occupation_Other__243  clause_634   1.000000000000e+00
    in_cut_occupation_Other__243  clause_635   1.000000000000e+00
    in_cut_occupation_Other__243  clause_648   1.000000000000e+00
    in_cut_occupation_Other__243  clause_653   1.000000000000e+00
    in_cut_occupation_Other__243  clause_655   1.000000000000e+00
    in_cut_occupation_Other__243  clause_659   1.000000000000e+00
    in_cut_occupation_Other__243  clause_664   1.000000000000e+00
    in_cut_occupation_Other__243  clause_666   1.000000000000e+00
    in_cut_occupation_Other__243  clause_671   1.000000000000e+00
    in_cut_occupation_Other__243  clause_673   1.000000000000e+00
    in_cut_occupation_Other__243  clause_682   1.000000000000e+00
    in_cut_occupation_Other__243  clause_691   1.000000000000e+00
    in_cut_occupation_Other__243  clause_692   1.000000000000e+00
    in_cut_occupation_Other__243  clause_697   1.000000000000e+00
    in_cut_occupation_Other__243  clause_698   1.000000000000e+00
    in_cut_occupation_Other__243  clause_702   1.000000000000e+00
    in_cut_occupation_Other__243  clause_706   1.000000000000e+00
    in_cut_occupation_Other__243  clause_707   1.000000000000e+00
    in_cut_occupation_Other__243  clause_711   1.000000000000e+00
    in_cut_occupation_Other__243  clause_715   1.000000000000e+00
    in_cut_occupation_Other__243  clause_716   1.000000000000e+00
    in_cut_occupation_Other__243  clause_718   1.000000000000e+00
    in_cut_occupation_Other__243  clause_719   1.000000000000e+00
    in_cut_occupation_Other__243  clause_721   1.000000000000e+00
    in_cut_occupation_Other__243  clause_724   1.000000000000e+00
    in_cut_occupation_Other__243  clause_729   1.000000000000e+00
    in_cut_occupation_Other__243  clause_736   1.000000000000e+00
    in_cut_occupation_Other__243  clause_737   1.000000000000e+00
    in_cut_occupation_Other__243  clause_743   1.000000000000e+00
    in_cut_occupation_Other__243  clause_746   1.000000000000e+00
    in_cut_occupation_Other__243  clause_758   1.000000000000e+00
    in_cut_occupation_Other__243  clause_772   1.000000000000e+00
    in_cut_occupation_Other__243  clause_780   1.000000000000e+00
    in_cut_occupation_Other__243  clause_795   1.000000000000e+00
    in_cut_occupation_Other__243  clause_796   1.000000000000e+00
    in_cut_occupation_Other__243  clause_799   1.000000000000e+00
    in_cut_occupation_Other__243  clause_802   1.000000000000e+00
    in_cut_occupation_Other__243  clause_807   1.000000000000e+00
    in_cut_occupation_Other__243  clause_808   1.000000000000e+00
    in_cut_occupation_Other__243  clause_809   1.000000000000e+00
    in_cut_occupation_Other__243  clause_810   1.000000000000e+00
    in_cut_occupation_Other__243  clause_816   1.000000000000e+00
    in_cut_occupation_Other__243  OBJ        1.711432800000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Other_service__244  one_183    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Priv_house_serv__254  one_187    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Prof_specialty__248  one_181    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Protective_serv__255  one_188    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Sales__246  one_190    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Tech_support__240  one_179    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Technical__239  one_179    1.000000000000e+00
    in_cut_occupation_Technical__239  one_180    1.000000000000e+00
    in_cut_occupation_Technical__239  one_181    1.000000000000e+00
    in_cut_occupation_Technical__239  one_182    1.000000000000e+00
    in_cut_occupation_Technical__239  clause_194   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_199   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_214   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_229   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_233   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_240   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_245   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_259   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_260   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_270   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_277   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_283   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_290   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_292   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_295   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_297   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_298   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_300   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_302   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_303   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_304   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_309   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_312   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_314   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_315   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_320   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_324   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_325   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_329   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_334   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_337   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_338   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_340   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_344   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_351   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_352   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_355   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_358   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_360   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_362   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_363   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_369   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_372   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_373   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_388   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_391   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_393   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_394   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_401   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_414   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_416   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_418   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_419   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_423   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_430   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_446   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_447   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_456   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_461   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_464   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_468   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_473   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_475   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_476   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_477   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_480   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_484   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_485   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_486   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_489   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_495   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_497   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_505   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_507   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_513   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_514   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_516   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_518   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_520   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_523   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_524   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_526   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_527   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_530   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_533   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_536   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_537   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_541   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_542   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_543   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_544   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_547   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_550   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_551   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_552   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_554   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_557   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_558   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_559   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_562   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_565   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_569   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_573   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_576   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_578   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_579   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_582   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_583   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_586   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_589   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_593   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_594   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_598   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_601   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_602   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_605   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_607   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_612   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_615   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_616   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_617   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_628   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_631   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_657   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_658   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_663   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_665   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_672   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_677   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_680   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_700   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_710   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_728   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_731   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_732   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_735   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_755   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_760   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_767   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_768   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_784   1.000000000000e+00
    in_cut_occupation_Technical__239  clause_794   1.000000000000e+00
    in_cut_occupation_Technical__239  OBJ        9.102693600000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation_Transport_moving__253  one_186    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_occupation____241  one_179    1.000000000000e+00
    in_cut_occupation____241  one_180    1.000000000000e+00
    in_cut_occupation____241  one_181    1.000000000000e+00
    in_cut_occupation____241  one_182    1.000000000000e+00
    in_cut_occupation____241  one_183    1.000000000000e+00
    in_cut_occupation____241  one_184    1.000000000000e+00
    in_cut_occupation____241  one_185    1.000000000000e+00
    in_cut_occupation____241  one_186    1.000000000000e+00
    in_cut_occupation____241  one_187    1.000000000000e+00
    in_cut_occupation____241  one_188    1.000000000000e+00
    in_cut_occupation____241  one_189    1.000000000000e+00
    in_cut_occupation____241  one_190    1.000000000000e+00
    in_cut_occupation____241  one_191    1.000000000000e+00
    in_cut_occupation____241  one_192    1.000000000000e+00
    in_cut_occupation____241  clause_193   1.000000000000e+00
    in_cut_occupation____241  clause_194   1.000000000000e+00
    in_cut_occupation____241  clause_195   1.000000000000e+00
    in_cut_occupation____241  clause_196   1.000000000000e+00
    in_cut_occupation____241  clause_197   1.000000000000e+00
    in_cut_occupation____241  clause_198   1.000000000000e+00
    in_cut_occupation____241  clause_199   1.000000000000e+00
    in_cut_occupation____241  clause_200   1.000000000000e+00
    in_cut_occupation____241  clause_201   1.000000000000e+00
    in_cut_occupation____241  clause_203   1.000000000000e+00
    in_cut_occupation____241  clause_204   1.000000000000e+00
    in_cut_occupation____241  clause_205   1.000000000000e+00
    in_cut_occupation____241  clause_206   1.000000000000e+00
    in_cut_occupation____241  clause_207   1.000000000000e+00
    in_cut_occupation____241  clause_208   1.000000000000e+00
    in_cut_occupation____241  clause_210   1.000000000000e+00
    in_cut_occupation____241  clause_213   1.000000000000e+00
    in_cut_occupation____241  clause_214   1.000000000000e+00
    in_cut_occupation____241  clause_215   1.000000000000e+00
    in_cut_occupation____241  clause_216   1.000000000000e+00
    in_cut_occupation____241  clause_217   1.000000000000e+00
    in_cut_occupation____241  clause_218   1.000000000000e+00
    in_cut_occupation____241  clause_219   1.000000000000e+00
    in_cut_occupation____241  clause_220   1.000000000000e+00
    in_cut_occupation____241  clause_224   1.000000000000e+00
    in_cut_occupation____241  clause_226   1.000000000000e+00
    in_cut_occupation____241  clause_227   1.000000000000e+00
    in_cut_occupation____241  clause_229   1.000000000000e+00
    in_cut_occupation____241  clause_230   1.000000000000e+00
    in_cut_occupation____241  clause_232   1.000000000000e+00
    in_cut_occupation____241  clause_233   1.000000000000e+00
    in_cut_occupation____241  clause_234   1.000000000000e+00
    in_cut_occupation____241  clause_235   1.000000000000e+00
    in_cut_occupation____241  clause_236   1.000000000000e+00
    in_cut_occupation____241  clause_237   1.000000000000e+00
    in_cut_occupation____241  clause_238   1.000000000000e+00
    in_cut_occupation____241  clause_239   1.000000000000e+00
    in_cut_occupation____241  clause_240   1.000000000000e+00
    in_cut_occupation____241  clause_242   1.000000000000e+00
    in_cut_occupation____241  clause_243   1.000000000000e+00
    in_cut_occupation____241  clause_244   1.000000000000e+00
    in_cut_occupation____241  clause_245   1.000000000000e+00
    in_cut_occupation____241  clause_246   1.000000000000e+00
    in_cut_occupation____241  clause_248   1.000000000000e+00
    in_cut_occupation____241  clause_249   1.000000000000e+00
    in_cut_occupation____241  clause_252   1.000000000000e+00
    in_cut_occupation____241  clause_253   1.000000000000e+00
    in_cut_occupation____241  clause_254   1.000000000000e+00
    in_cut_occupation____241  clause_257   1.000000000000e+00
    in_cut_occupation____241  clause_258   1.000000000000e+00
    in_cut_occupation____241  clause_259   1.000000000000e+00
    in_cut_occupation____241  clause_260   1.000000000000e+00
    in_cut_occupation____241  clause_261   1.000000000000e+00
    in_cut_occupation____241  clause_262   1.000000000000e+00
    in_cut_occupation____241  clause_263   1.000000000000e+00
    in_cut_occupation____241  clause_264   1.000000000000e+00
    in_cut_occupation____241  clause_267   1.000000000000e+00
    in_cut_occupation____241  clause_270   1.000000000000e+00
    in_cut_occupation____241  clause_271   1.000000000000e+00
    in_cut_occupation____241  clause_272   1.000000000000e+00
    in_cut_occupation____241  clause_273   1.000000000000e+00
    in_cut_occupation____241  clause_274   1.000000000000e+00
    in_cut_occupation____241  clause_275   1.000000000000e+00
    in_cut_occupation____241  clause_276   1.000000000000e+00
    in_cut_occupation____241  clause_277   1.000000000000e+00
    in_cut_occupation____241  clause_278   1.000000000000e+00
    in_cut_occupation____241  clause_281   1.000000000000e+00
    in_cut_occupation____241  clause_282   1.000000000000e+00
    in_cut_occupation____241  clause_283   1.000000000000e+00
    in_cut_occupation____241  clause_284   1.000000000000e+00
    in_cut_occupation____241  clause_285   1.000000000000e+00
    in_cut_occupation____241  clause_286   1.000000000000e+00
    in_cut_occupation____241  clause_288   1.000000000000e+00
    in_cut_occupation____241  clause_290   1.000000000000e+00
    in_cut_occupation____241  clause_291   1.000000000000e+00
    in_cut_occupation____241  clause_292   1.000000000000e+00
    in_cut_occupation____241  clause_293   1.000000000000e+00
    in_cut_occupation____241  clause_294   1.000000000000e+00
    in_cut_occupation____241  clause_295   1.000000000000e+00
    in_cut_occupation____241  clause_296   1.000000000000e+00
    in_cut_occupation____241  clause_297   1.000000000000e+00
    in_cut_occupation____241  clause_298   1.000000000000e+00
    in_cut_occupation____241  clause_299   1.000000000000e+00
    in_cut_occupation____241  clause_300   1.000000000000e+00
    in_cut_occupation____241  clause_301   1.000000000000e+00
    in_cut_occupation____241  clause_302   1.000000000000e+00
    in_cut_occupation____241  clause_303   1.000000000000e+00
    in_cut_occupation____241  clause_304   1.000000000000e+00
    in_cut_occupation____241  clause_305   1.000000000000e+00
    in_cut_occupation____241  clause_306   1.000000000000e+00
    in_cut_occupation____241  clause_308   1.000000000000e+00
    in_cut_occupation____241  clause_309   1.000000000000e+00
    in_cut_occupation____241  clause_310   1.000000000000e+00
    in_cut_occupation____241  clause_311   1.000000000000e+00
    in_cut_occupation____241  clause_312   1.000000000000e+00
    in_cut_occupation____241  clause_313   1.000000000000e+00
    in_cut_occupation____241  clause_314   1.000000000000e+00
    in_cut_occupation____241  clause_315   1.000000000000e+00
    in_cut_occupation____241  clause_316   1.000000000000e+00
    in_cut_occupation____241  clause_317   1.000000000000e+00
    in_cut_occupation____241  clause_318   1.000000000000e+00
    in_cut_occupation____241  clause_319   1.000000000000e+00
    in_cut_occupation____241  clause_320   1.000000000000e+00
    in_cut_occupation____241  clause_321   1.000000000000e+00
    in_cut_occupation____241  clause_322   1.000000000000e+00
    in_cut_occupation____241  clause_323   1.000000000000e+00
    in_cut_occupation____241  clause_324   1.000000000000e+00
    in_cut_occupation____241  clause_325   1.000000000000e+00
    in_cut_occupation____241  clause_326   1.000000000000e+00
    in_cut_occupation____241  clause_327   1.000000000000e+00
    in_cut_occupation____241  clause_328   1.000000000000e+00
    in_cut_occupation____241  clause_329   1.000000000000e+00
    in_cut_occupation____241  clause_331   1.000000000000e+00
    in_cut_occupation____241  clause_333   1.000000000000e+00
    in_cut_occupation____241  clause_334   1.000000000000e+00
    in_cut_occupation____241  clause_335   1.000000000000e+00
    in_cut_occupation____241  clause_336   1.000000000000e+00
    in_cut_occupation____241  clause_337   1.000000000000e+00
    in_cut_occupation____241  clause_338   1.000000000000e+00
    in_cut_occupation____241  clause_339   1.000000000000e+00
    in_cut_occupation____241  clause_340   1.000000000000e+00
    in_cut_occupation____241  clause_341   1.000000000000e+00
    in_cut_occupation____241  clause_342   1.000000000000e+00
    in_cut_occupation____241  clause_343   1.000000000000e+00
    in_cut_occupation____241  clause_344   1.000000000000e+00
    in_cut_occupation____241  clause_345   1.000000000000e+00
    in_cut_occupation____241  clause_346   1.000000000000e+00
    in_cut_occupation____241  clause_347   1.000000000000e+00
    in_cut_occupation____241  clause_348   1.000000000000e+00
    in_cut_occupation____241  clause_349   1.000000000000e+00
    in_cut_occupation____241  clause_350   1.000000000000e+00
    in_cut_occupation____241  clause_351   1.000000000000e+00
    in_cut_occupation____241  clause_352   1.000000000000e+00
    in_cut_occupation____241  clause_353   1.000000000000e+00
    in_cut_occupation____241  clause_354   1.000000000000e+00
    in_cut_occupation____241  clause_355   1.000000000000e+00
    in_cut_occupation____241  clause_356   1.000000000000e+00
    in_cut_occupation____241  clause_357   1.000000000000e+00
    in_cut_occupation____241  clause_358   1.000000000000e+00
    in_cut_occupation____241  clause_360   1.000000000000e+00
    in_cut_occupation____241  clause_361   1.000000000000e+00
    in_cut_occupation____241  clause_362   1.000000000000e+00
    in_cut_occupation____241  clause_363   1.000000000000e+00
    in_cut_occupation____241  clause_365   1.000000000000e+00
    in_cut_occupation____241  clause_367   1.000000000000e+00
    in_cut_occupation____241  clause_368   1.000000000000e+00
    in_cut_occupation____241  clause_369   1.000000000000e+00
    in_cut_occupation____241  clause_371   1.000000000000e+00
    in_cut_occupation____241  clause_372   1.000000000000e+00
    in_cut_occupation____241  clause_373   1.000000000000e+00
    in_cut_occupation____241  clause_374   1.000000000000e+00
    in_cut_occupation____241  clause_375   1.000000000000e+00
    in_cut_occupation____241  clause_376   1.000000000000e+00
    in_cut_occupation____241  clause_377   1.000000000000e+00
    in_cut_occupation____241  clause_379   1.000000000000e+00
    in_cut_occupation____241  clause_380   1.000000000000e+00
    in_cut_occupation____241  clause_381   1.000000000000e+00
    in_cut_occupation____241  clause_383   1.000000000000e+00
    in_cut_occupation____241  clause_386   1.000000000000e+00
    in_cut_occupation____241  clause_387   1.000000000000e+00
    in_cut_occupation____241  clause_388   1.000000000000e+00
    in_cut_occupation____241  clause_391   1.000000000000e+00
    in_cut_occupation____241  clause_393   1.000000000000e+00
    in_cut_occupation____241  clause_394   1.000000000000e+00
    in_cut_occupation____241  clause_395   1.000000000000e+00
    in_cut_occupation____241  clause_396   1.000000000000e+00
    in_cut_occupation____241  clause_397   1.000000000000e+00
    in_cut_occupation____241  clause_398   1.000000000000e+00
    in_cut_occupation____241  clause_399   1.000000000000e+00
    in_cut_occupation____241  clause_400   1.000000000000e+00
    in_cut_occupation____241  clause_401   1.000000000000e+00
    in_cut_occupation____241  clause_402   1.000000000000e+00
    in_cut_occupation____241  clause_403   1.000000000000e+00
    in_cut_occupation____241  clause_404   1.000000000000e+00
    in_cut_occupation____241  clause_406   1.000000000000e+00
    in_cut_occupation____241  clause_407   1.000000000000e+00
    in_cut_occupation____241  clause_410   1.000000000000e+00
    in_cut_occupation____241  clause_412   1.000000000000e+00
    in_cut_occupation____241  clause_414   1.000000000000e+00
    in_cut_occupation____241  clause_415   1.000000000000e+00
    in_cut_occupation____241  clause_416   1.000000000000e+00
    in_cut_occupation____241  clause_417   1.000000000000e+00
    in_cut_occupation____241  clause_418   1.000000000000e+00
    in_cut_occupation____241  clause_419   1.000000000000e+00
    in_cut_occupation____241  clause_420   1.000000000000e+00
    in_cut_occupation____241  clause_421   1.000000000000e+00
    in_cut_occupation____241  clause_422   1.000000000000e+00
    in_cut_occupation____241  clause_423   1.000000000000e+00
    in_cut_occupation____241  clause_424   1.000000000000e+00
    in_cut_occupation____241  clause_425   1.000000000000e+00
    in_cut_occupation____241  clause_426   1.000000000000e+00
    in_cut_occupation____241  clause_427   1.000000000000e+00
    in_cut_occupation____241  clause_428   1.000000000000e+00
    in_cut_occupation____241  clause_429   1.000000000000e+00
    in_cut_occupation____241  clause_430   1.000000000000e+00
    in_cut_occupation____241  clause_432   1.000000000000e+00
    in_cut_occupation____241  clause_434   1.000000000000e+00
    in_cut_occupation____241  clause_437   1.000000000000e+00
    in_cut_occupation____241  clause_438   1.000000000000e+00
    in_cut_occupation____241  clause_439   1.000000000000e+00
    in_cut_occupation____241  clause_440   1.000000000000e+00
    in_cut_occupation____241  clause_441   1.000000000000e+00
    in_cut_occupation____241  clause_442   1.000000000000e+00
    in_cut_occupation____241  clause_443   1.000000000000e+00
    in_cut_occupation____241  clause_444   1.000000000000e+00
    in_cut_occupation____241  clause_445   1.000000000000e+00
    in_cut_occupation____241  clause_446   1.000000000000e+00
    in_cut_occupation____241  clause_447   1.000000000000e+00
    in_cut_occupation____241  clause_449   1.000000000000e+00
    in_cut_occupation____241  clause_451   1.000000000000e+00
    in_cut_occupation____241  clause_453   1.000000000000e+00
    in_cut_occupation____241  clause_456   1.000000000000e+00
    in_cut_occupation____241  clause_457   1.000000000000e+00
    in_cut_occupation____241  clause_461   1.000000000000e+00
    in_cut_occupation____241  clause_462   1.000000000000e+00
    in_cut_occupation____241  clause_463   1.000000000000e+00
    in_cut_occupation____241  clause_464   1.000000000000e+00
    in_cut_occupation____241  clause_465   1.000000000000e+00
    in_cut_occupation____241  clause_466   1.000000000000e+00
    in_cut_occupation____241  clause_467   1.000000000000e+00
    in_cut_occupation____241  clause_468   1.000000000000e+00
    in_cut_occupation____241  clause_469   1.000000000000e+00
    in_cut_occupation____241  clause_470   1.000000000000e+00
    in_cut_occupation____241  clause_471   1.000000000000e+00
    in_cut_occupation____241  clause_473   1.000000000000e+00
    in_cut_occupation____241  clause_475   1.000000000000e+00
    in_cut_occupation____241  clause_476   1.000000000000e+00
    in_cut_occupation____241  clause_477   1.000000000000e+00
    in_cut_occupation____241  clause_479   1.000000000000e+00
    in_cut_occupation____241  clause_480   1.000000000000e+00
    in_cut_occupation____241  clause_481   1.000000000000e+00
    in_cut_occupation____241  clause_482   1.000000000000e+00
    in_cut_occupation____241  clause_484   1.000000000000e+00
    in_cut_occupation____241  clause_485   1.000000000000e+00
    in_cut_occupation____241  clause_486   1.000000000000e+00
    in_cut_occupation____241  clause_487   1.000000000000e+00
    in_cut_occupation____241  clause_488   1.000000000000e+00
    in_cut_occupation____241  clause_489   1.000000000000e+00
    in_cut_occupation____241  clause_490   1.000000000000e+00
    in_cut_occupation____241  clause_492   1.000000000000e+00
    in_cut_occupation____241  clause_494   1.000000000000e+00
    in_cut_occupation____241  clause_495   1.000000000000e+00
    in_cut_occupation____241  clause_496   1.000000000000e+00
    in_cut_occupation____241  clause_497   1.000000000000e+00
    in_cut_occupation____241  clause_498   1.000000000000e+00
    in_cut_occupation____241  clause_499   1.000000000000e+00
    in_cut_occupation____241  clause_501   1.000000000000e+00
    in_cut_occupation____241  clause_504   1.000000000000e+00
    in_cut_occupation____241  clause_505   1.000000000000e+00
    in_cut_occupation____241  clause_506   1.000000000000e+00
    in_cut_occupation____241  clause_507   1.000000000000e+00
    in_cut_occupation____241  clause_508   1.000000000000e+00
    in_cut_occupation____241  clause_509   1.000000000000e+00
    in_cut_occupation____241  clause_511   1.000000000000e+00
    in_cut_occupation____241  clause_512   1.000000000000e+00
    in_cut_occupation____241  clause_513   1.000000000000e+00
    in_cut_occupation____241  clause_514   1.000000000000e+00
    in_cut_occupation____241  clause_515   1.000000000000e+00
    in_cut_occupation____241  clause_516   1.000000000000e+00
    in_cut_occupation____241  clause_517   1.000000000000e+00
    in_cut_occupation____241  clause_518   1.000000000000e+00
    in_cut_occupation____241  clause_519   1.000000000000e+00
    in_cut_occupation____241  clause_520   1.000000000000e+00
    in_cut_occupation____241  clause_521   1.000000000000e+00
    in_cut_occupation____241  clause_522   1.000000000000e+00
    in_cut_occupation____241  clause_523   1.000000000000e+00
    in_cut_occupation____241  clause_524   1.000000000000e+00
    in_cut_occupation____241  clause_525   1.000000000000e+00
    in_cut_occupation____241  clause_526   1.000000000000e+00
    in_cut_occupation____241  clause_527   1.000000000000e+00
    in_cut_occupation____241  clause_528   1.000000000000e+00
    in_cut_occupation____241  clause_530   1.000000000000e+00
    in_cut_occupation____241  clause_533   1.000000000000e+00
    in_cut_occupation____241  clause_534   1.000000000000e+00
    in_cut_occupation____241  clause_535   1.000000000000e+00
    in_cut_occupation____241  clause_536   1.000000000000e+00
    in_cut_occupation____241  clause_537   1.000000000000e+00
    in_cut_occupation____241  clause_539   1.000000000000e+00
    in_cut_occupation____241  clause_540   1.000000000000e+00
    in_cut_occupation____241  clause_541   1.000000000000e+00
    in_cut_occupation____241  clause_542   1.000000000000e+00
    in_cut_occupation____241  clause_543   1.000000000000e+00
    in_cut_occupation____241  clause_544   1.000000000000e+00
    in_cut_occupation____241  clause_545   1.000000000000e+00
    in_cut_occupation____241  clause_547   1.000000000000e+00
    in_cut_occupation____241  clause_548   1.000000000000e+00
    in_cut_occupation____241  clause_550   1.000000000000e+00
    in_cut_occupation____241  clause_551   1.000000000000e+00
    in_cut_occupation____241  clause_552   1.000000000000e+00
    in_cut_occupation____241  clause_554   1.000000000000e+00
    in_cut_occupation____241  clause_555   1.000000000000e+00
    in_cut_occupation____241  clause_556   1.000000000000e+00
    in_cut_occupation____241  clause_557   1.000000000000e+00
    in_cut_occupation____241  clause_558   1.000000000000e+00
    in_cut_occupation____241  clause_559   1.000000000000e+00
    in_cut_occupation____241  clause_560   1.000000000000e+00
    in_cut_occupation____241  clause_561   1.000000000000e+00
    in_cut_occupation____241  clause_562   1.000000000000e+00
    in_cut_occupation____241  clause_563   1.000000000000e+00
    in_cut_occupation____241  clause_564   1.000000000000e+00
    in_cut_occupation____241  clause_565   1.000000000000e+00
    in_cut_occupation____241  clause_566   1.000000000000e+00
    in_cut_occupation____241  clause_567   1.000000000000e+00
    in_cut_occupation____241  clause_568   1.000000000000e+00
    in_cut_occupation____241  clause_569   1.000000000000e+00
    in_cut_occupation____241  clause_570   1.000000000000e+00
    in_cut_occupation____241  clause_571   1.000000000000e+00
    in_cut_occupation____241  clause_572   1.000000000000e+00
    in_cut_occupation____241  clause_573   1.000000000000e+00
    in_cut_occupation____241  clause_574   1.000000000000e+00
    in_cut_occupation____241  clause_575   1.000000000000e+00
    in_cut_occupation____241  clause_576   1.000000000000e+00
    in_cut_occupation____241  clause_578   1.000000000000e+00
    in_cut_occupation____241  clause_579   1.000000000000e+00
    in_cut_occupation____241  clause_580   1.000000000000e+00
    in_cut_occupation____241  clause_581   1.000000000000e+00
    in_cut_occupation____241  clause_582   1.000000000000e+00
    in_cut_occupation____241  clause_583   1.000000000000e+00
    in_cut_occupation____241  clause_584   1.000000000000e+00
    in_cut_occupation____241  clause_586   1.000000000000e+00
    in_cut_occupation____241  clause_587   1.000000000000e+00
    in_cut_occupation____241  clause_588   1.000000000000e+00
    in_cut_occupation____241  clause_589   1.000000000000e+00
    in_cut_occupation____241  clause_590   1.000000000000e+00
    in_cut_occupation____241  clause_592   1.000000000000e+00
    in_cut_occupation____241  clause_593   1.000000000000e+00
    in_cut_occupation____241  clause_594   1.000000000000e+00
    in_cut_occupation____241  clause_595   1.000000000000e+00
    in_cut_occupation____241  clause_596   1.000000000000e+00
    in_cut_occupation____241  clause_597   1.000000000000e+00
    in_cut_occupation____241  clause_598   1.000000000000e+00
    in_cut_occupation____241  clause_600   1.000000000000e+00
    in_cut_occupation____241  clause_601   1.000000000000e+00
    in_cut_occupation____241  clause_602   1.000000000000e+00
    in_cut_occupation____241  clause_603   1.000000000000e+00
    in_cut_occupation____241  clause_604   1.000000000000e+00
    in_cut_occupation____241  clause_605   1.000000000000e+00
    in_cut_occupation____241  clause_606   1.000000000000e+00
    in_cut_occupation____241  clause_607   1.000000000000e+00
    in_cut_occupation____241  clause_608   1.000000000000e+00
    in_cut_occupation____241  clause_609   1.000000000000e+00
    in_cut_occupation____241  clause_612   1.000000000000e+00
    in_cut_occupation____241  clause_613   1.000000000000e+00
    in_cut_occupation____241  clause_614   1.000000000000e+00
    in_cut_occupation____241  clause_615   1.000000000000e+00
    in_cut_occupation____241  clause_616   1.000000000000e+00
    in_cut_occupation____241  clause_617   1.000000000000e+00
    in_cut_occupation____241  clause_618   1.000000000000e+00
    in_cut_occupation____241  clause_619   1.000000000000e+00
    in_cut_occupation____241  clause_620   1.000000000000e+00
    in_cut_occupation____241  clause_621   1.000000000000e+00
    in_cut_occupation____241  clause_622   1.000000000000e+00
    in_cut_occupation____241  clause_627   1.000000000000e+00
    in_cut_occupation____241  clause_628   1.000000000000e+00
    in_cut_occupation____241  clause_629   1.000000000000e+00
    in_cut_occupation____241  clause_630   1.000000000000e+00
    in_cut_occupation____241  clause_631   1.000000000000e+00
    in_cut_occupation____241  clause_632   1.000000000000e+00
    in_cut_occupation____241  clause_633   1.000000000000e+00
    in_cut_occupation____241  clause_634   1.000000000000e+00
    in_cut_occupation____241  clause_635   1.000000000000e+00
    in_cut_occupation____241  clause_636   1.000000000000e+00
    in_cut_occupation____241  clause_638   1.000000000000e+00
    in_cut_occupation____241  clause_639   1.000000000000e+00
    in_cut_occupation____241  clause_645   1.000000000000e+00
    in_cut_occupation____241  clause_648   1.000000000000e+00
    in_cut_occupation____241  clause_649   1.000000000000e+00
    in_cut_occupation____241  clause_650   1.000000000000e+00
    in_cut_occupation____241  clause_652   1.000000000000e+00
    in_cut_occupation____241  clause_653   1.000000000000e+00
    in_cut_occupation____241  clause_654   1.000000000000e+00
    in_cut_occupation____241  clause_655   1.000000000000e+00
    in_cut_occupation____241  clause_656   1.000000000000e+00
    in_cut_occupation____241  clause_657   1.000000000000e+00
    in_cut_occupation____241  clause_658   1.000000000000e+00
    in_cut_occupation____241  clause_659   1.000000000000e+00
    in_cut_occupation____241  clause_661   1.000000000000e+00
    in_cut_occupation____241  clause_663   1.000000000000e+00
    in_cut_occupation____241  clause_664   1.000000000000e+00
    in_cut_occupation____241  clause_665   1.000000000000e+00
    in_cut_occupation____241  clause_666   1.000000000000e+00
    in_cut_occupation____241  clause_669   1.000000000000e+00
    in_cut_occupation____241  clause_671   1.000000000000e+00
    in_cut_occupation____241  clause_672   1.000000000000e+00
    in_cut_occupation____241  clause_673   1.000000000000e+00
    in_cut_occupation____241  clause_676   1.000000000000e+00
    in_cut_occupation____241  clause_677   1.000000000000e+00
    in_cut_occupation____241  clause_679   1.000000000000e+00
    in_cut_occupation____241  clause_680   1.000000000000e+00
    in_cut_occupation____241  clause_681   1.000000000000e+00
    in_cut_occupation____241  clause_682   1.000000000000e+00
    in_cut_occupation____241  clause_683   1.000000000000e+00
    in_cut_occupation____241  clause_684   1.000000000000e+00
    in_cut_occupation____241  clause_686   1.000000000000e+00
    in_cut_occupation____241  clause_688   1.000000000000e+00
    in_cut_occupation____241  clause_689   1.000000000000e+00
    in_cut_occupation____241  clause_690   1.000000000000e+00
    in_cut_occupation____241  clause_691   1.000000000000e+00
    in_cut_occupation____241  clause_692   1.000000000000e+00
    in_cut_occupation____241  clause_693   1.000000000000e+00
    in_cut_occupation____241  clause_695   1.000000000000e+00
    in_cut_occupation____241  clause_696   1.000000000000e+00
    in_cut_occupation____241  clause_697   1.000000000000e+00
    in_cut_occupation____241  clause_698   1.000000000000e+00
    in_cut_occupation____241  clause_700   1.000000000000e+00
    in_cut_occupation____241  clause_702   1.000000000000e+00
    in_cut_occupation____241  clause_706   1.000000000000e+00
    in_cut_occupation____241  clause_707   1.000000000000e+00
    in_cut_occupation____241  clause_709   1.000000000000e+00
    in_cut_occupation____241  clause_710   1.000000000000e+00
    in_cut_occupation____241  clause_711   1.000000000000e+00
    in_cut_occupation____241  clause_712   1.000000000000e+00
    in_cut_occupation____241  clause_713   1.000000000000e+00
    in_cut_occupation____241  clause_714   1.000000000000e+00
    in_cut_occupation____241  clause_715   1.000000000000e+00
    in_cut_occupation____241  clause_716   1.000000000000e+00
    in_cut_occupation____241  clause_717   1.000000000000e+00
    in_cut_occupation____241  clause_718   1.000000000000e+00
    in_cut_occupation____241  clause_719   1.000000000000e+00
    in_cut_occupation____241  clause_720   1.000000000000e+00
    in_cut_occupation____241  clause_721   1.000000000000e+00
    in_cut_occupation____241  clause_723   1.000000000000e+00
    in_cut_occupation____241  clause_724   1.000000000000e+00
    in_cut_occupation____241  clause_727   1.000000000000e+00
    in_cut_occupation____241  clause_728   1.000000000000e+00
    in_cut_occupation____241  clause_729   1.000000000000e+00
    in_cut_occupation____241  clause_730   1.000000000000e+00
    in_cut_occupation____241  clause_731   1.000000000000e+00
    in_cut_occupation____241  clause_732   1.000000000000e+00
    in_cut_occupation____241  clause_733   1.000000000000e+00
    in_cut_occupation____241  clause_734   1.000000000000e+00
    in_cut_occupation____241  clause_735   1.000000000000e+00
    in_cut_occupation____241  clause_736   1.000000000000e+00
    in_cut_occupation____241  clause_737   1.000000000000e+00
    in_cut_occupation____241  clause_738   1.000000000000e+00
    in_cut_occupation____241  clause_739   1.000000000000e+00
    in_cut_occupation____241  clause_741   1.000000000000e+00
    in_cut_occupation____241  clause_743   1.000000000000e+00
    in_cut_occupation____241  clause_744   1.000000000000e+00
    in_cut_occupation____241  clause_745   1.000000000000e+00
    in_cut_occupation____241  clause_746   1.000000000000e+00
    in_cut_occupation____241  clause_747   1.000000000000e+00
    in_cut_occupation____241  clause_748   1.000000000000e+00
    in_cut_occupation____241  clause_750   1.000000000000e+00
    in_cut_occupation____241  clause_751   1.000000000000e+00
    in_cut_occupation____241  clause_754   1.000000000000e+00
    in_cut_occupation____241  clause_755   1.000000000000e+00
    in_cut_occupation____241  clause_756   1.000000000000e+00
    in_cut_occupation____241  clause_758   1.000000000000e+00
    in_cut_occupation____241  clause_759   1.000000000000e+00
    in_cut_occupation____241  clause_760   1.000000000000e+00
    in_cut_occupation____241  clause_764   1.000000000000e+00
    in_cut_occupation____241  clause_765   1.000000000000e+00
    in_cut_occupation____241  clause_766   1.000000000000e+00
    in_cut_occupation____241  clause_767   1.000000000000e+00
    in_cut_occupation____241  clause_768   1.000000000000e+00
    in_cut_occupation____241  clause_770   1.000000000000e+00
    in_cut_occupation____241  clause_771   1.000000000000e+00
    in_cut_occupation____241  clause_772   1.000000000000e+00
    in_cut_occupation____241  clause_773   1.000000000000e+00
    in_cut_occupation____241  clause_774   1.000000000000e+00
    in_cut_occupation____241  clause_776   1.000000000000e+00
    in_cut_occupation____241  clause_778   1.000000000000e+00
    in_cut_occupation____241  clause_779   1.000000000000e+00
    in_cut_occupation____241  clause_780   1.000000000000e+00
    in_cut_occupation____241  clause_781   1.000000000000e+00
    in_cut_occupation____241  clause_783   1.000000000000e+00
    in_cut_occupation____241  clause_784   1.000000000000e+00
    in_cut_occupation____241  clause_786   1.000000000000e+00
    in_cut_occupation____241  clause_787   1.000000000000e+00
    in_cut_occupation____241  clause_788   1.000000000000e+00
    in_cut_occupation____241  clause_790   1.000000000000e+00
    in_cut_occupation____241  clause_791   1.000000000000e+00
    in_cut_occupation____241  clause_793   1.000000000000e+00
    in_cut_occupation____241  clause_794   1.000000000000e+00
    in_cut_occupation____241  clause_795   1.000000000000e+00
    in_cut_occupation____241  clause_796   1.000000000000e+00
    in_cut_occupation____241  clause_797   1.000000000000e+00
    in_cut_occupation____241  clause_798   1.000000000000e+00
    in_cut_occupation____241  clause_799   1.000000000000e+00
    in_cut_occupation____241  clause_800   1.000000000000e+00
    in_cut_occupation____241  clause_801   1.000000000000e+00
    in_cut_occupation____241  clause_802   1.000000000000e+00
    in_cut_occupation____241  clause_804   1.000000000000e+00
    in_cut_occupation____241  clause_805   1.000000000000e+00
    in_cut_occupation____241  clause_806   1.000000000000e+00
    in_cut_occupation____241  clause_807   1.000000000000e+00
    in_cut_occupation____241  clause_808   1.000000000000e+00
    in_cut_occupation____241  clause_809   1.000000000000e+00
    in_cut_occupation____241  clause_810   1.000000000000e+00
    in_cut_occupation____241  clause_811   1.000000000000e+00
    in_cut_occupation____241  clause_812   1.000000000000e+00
    in_cut_occupation____241  clause_813   1.000000000000e+00
    in_cut_occupation____241  clause_814   1.000000000000e+00
    in_cut_occupation____241  clause_816   1.000000000000e+00
    in_cut_occupation____241  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race_Amer_Indian_Eskimo__142  one_104    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race_Asian_Pac_Islander__141  one_103    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race_Black__144  one_106    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race_Other__143  one_105    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race_White__140  one_102    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_race____139  one_102    1.000000000000e+00
    in_cut_race____139  one_103    1.000000000000e+00
    in_cut_race____139  one_104    1.000000000000e+00
    in_cut_race____139  one_105    1.000000000000e+00
    in_cut_race____139  one_106    1.000000000000e+00
    in_cut_race____139  clause_196   1.000000000000e+00
    in_cut_race____139  clause_197   1.000000000000e+00
    in_cut_race____139  clause_201   1.000000000000e+00
    in_cut_race____139  clause_205   1.000000000000e+00
    in_cut_race____139  clause_206   1.000000000000e+00
    in_cut_race____139  clause_207   1.000000000000e+00
    in_cut_race____139  clause_212   1.000000000000e+00
    in_cut_race____139  clause_216   1.000000000000e+00
    in_cut_race____139  clause_220   1.000000000000e+00
    in_cut_race____139  clause_222   1.000000000000e+00
    in_cut_race____139  clause_223   1.000000000000e+00
    in_cut_race____139  clause_224   1.000000000000e+00
    in_cut_race____139  clause_225   1.000000000000e+00
    in_cut_race____139  clause_226   1.000000000000e+00
    in_cut_race____139  clause_227   1.000000000000e+00
    in_cut_race____139  clause_228   1.000000000000e+00
    in_cut_race____139  clause_232   1.000000000000e+00
    in_cut_race____139  clause_233   1.000000000000e+00
    in_cut_race____139  clause_237   1.000000000000e+00
    in_cut_race____139  clause_241   1.000000000000e+00
    in_cut_race____139  clause_244   1.000000000000e+00
    in_cut_race____139  clause_246   1.000000000000e+00
    in_cut_race____139  clause_249   1.000000000000e+00
    in_cut_race____139  clause_250   1.000000000000e+00
    in_cut_race____139  clause_251   1.000000000000e+00
    in_cut_race____139  clause_252   1.000000000000e+00
    in_cut_race____139  clause_253   1.000000000000e+00
    in_cut_race____139  clause_254   1.000000000000e+00
    in_cut_race____139  clause_255   1.000000000000e+00
    in_cut_race____139  clause_259   1.000000000000e+00
    in_cut_race____139  clause_261   1.000000000000e+00
    in_cut_race____139  clause_266   1.000000000000e+00
    in_cut_race____139  clause_271   1.000000000000e+00
    in_cut_race____139  clause_272   1.000000000000e+00
    in_cut_race____139  clause_273   1.000000000000e+00
    in_cut_race____139  clause_275   1.000000000000e+00
    in_cut_race____139  clause_276   1.000000000000e+00
    in_cut_race____139  clause_279   1.000000000000e+00
    in_cut_race____139  clause_281   1.000000000000e+00
    in_cut_race____139  clause_284   1.000000000000e+00
    in_cut_race____139  clause_287   1.000000000000e+00
    in_cut_race____139  clause_288   1.000000000000e+00
    in_cut_race____139  clause_289   1.000000000000e+00
    in_cut_race____139  clause_290   1.000000000000e+00
    in_cut_race____139  clause_291   1.000000000000e+00
    in_cut_race____139  clause_292   1.000000000000e+00
    in_cut_race____139  clause_293   1.000000000000e+00
    in_cut_race____139  clause_294   1.000000000000e+00
    in_cut_race____139  clause_295   1.000000000000e+00
    in_cut_race____139  clause_296   1.000000000000e+00
    in_cut_race____139  clause_299   1.000000000000e+00
    in_cut_race____139  clause_300   1.000000000000e+00
    in_cut_race____139  clause_303   1.000000000000e+00
    in_cut_race____139  clause_304   1.000000000000e+00
    in_cut_race____139  clause_305   1.000000000000e+00
    in_cut_race____139  clause_310   1.000000000000e+00
    in_cut_race____139  clause_317   1.000000000000e+00
    in_cut_race____139  clause_319   1.000000000000e+00
    in_cut_race____139  clause_320   1.000000000000e+00
    in_cut_race____139  clause_321   1.000000000000e+00
    in_cut_race____139  clause_322   1.000000000000e+00
    in_cut_race____139  clause_323   1.000000000000e+00
    in_cut_race____139  clause_325   1.000000000000e+00
    in_cut_race____139  clause_326   1.000000000000e+00
    in_cut_race____139  clause_327   1.000000000000e+00
    in_cut_race____139  clause_328   1.000000000000e+00
    in_cut_race____139  clause_329   1.000000000000e+00
    in_cut_race____139  clause_331   1.000000000000e+00
    in_cut_race____139  clause_335   1.000000000000e+00
    in_cut_race____139  clause_336   1.000000000000e+00
    in_cut_race____139  clause_337   1.000000000000e+00
    in_cut_race____139  clause_338   1.000000000000e+00
    in_cut_race____139  clause_339   1.000000000000e+00
    in_cut_race____139  clause_341   1.000000000000e+00
    in_cut_race____139  clause_342   1.000000000000e+00
    in_cut_race____139  clause_343   1.000000000000e+00
    in_cut_race____139  clause_346   1.000000000000e+00
    in_cut_race____139  clause_347   1.000000000000e+00
    in_cut_race____139  clause_350   1.000000000000e+00
    in_cut_race____139  clause_357   1.000000000000e+00
    in_cut_race____139  clause_361   1.000000000000e+00
    in_cut_race____139  clause_362   1.000000000000e+00
    in_cut_race____139  clause_365   1.000000000000e+00
    in_cut_race____139  clause_366   1.000000000000e+00
    in_cut_race____139  clause_367   1.000000000000e+00
    in_cut_race____139  clause_368   1.000000000000e+00
    in_cut_race____139  clause_369   1.000000000000e+00
    in_cut_race____139  clause_370   1.000000000000e+00
    in_cut_race____139  clause_371   1.000000000000e+00
    in_cut_race____139  clause_372   1.000000000000e+00
    in_cut_race____139  clause_373   1.000000000000e+00
    in_cut_race____139  clause_377   1.000000000000e+00
    in_cut_race____139  clause_379   1.000000000000e+00
    in_cut_race____139  clause_388   1.000000000000e+00
    in_cut_race____139  clause_389   1.000000000000e+00
    in_cut_race____139  clause_390   1.000000000000e+00
    in_cut_race____139  clause_391   1.000000000000e+00
    in_cut_race____139  clause_392   1.000000000000e+00
    in_cut_race____139  clause_399   1.000000000000e+00
    in_cut_race____139  clause_400   1.000000000000e+00
    in_cut_race____139  clause_410   1.000000000000e+00
    in_cut_race____139  clause_411   1.000000000000e+00
    in_cut_race____139  clause_412   1.000000000000e+00
    in_cut_race____139  clause_413   1.000000000000e+00
    in_cut_race____139  clause_420   1.000000000000e+00
    in_cut_race____139  clause_423   1.000000000000e+00
    in_cut_race____139  clause_424   1.000000000000e+00
    in_cut_race____139  clause_427   1.000000000000e+00
    in_cut_race____139  clause_428   1.000000000000e+00
    in_cut_race____139  clause_429   1.000000000000e+00
    in_cut_race____139  clause_435   1.000000000000e+00
    in_cut_race____139  clause_436   1.000000000000e+00
    in_cut_race____139  clause_440   1.000000000000e+00
    in_cut_race____139  clause_443   1.000000000000e+00
    in_cut_race____139  clause_446   1.000000000000e+00
    in_cut_race____139  clause_447   1.000000000000e+00
    in_cut_race____139  clause_449   1.000000000000e+00
    in_cut_race____139  clause_456   1.000000000000e+00
    in_cut_race____139  clause_457   1.000000000000e+00
    in_cut_race____139  clause_460   1.000000000000e+00
    in_cut_race____139  clause_461   1.000000000000e+00
    in_cut_race____139  clause_462   1.000000000000e+00
    in_cut_race____139  clause_463   1.000000000000e+00
    in_cut_race____139  clause_467   1.000000000000e+00
    in_cut_race____139  clause_470   1.000000000000e+00
    in_cut_race____139  clause_471   1.000000000000e+00
    in_cut_race____139  clause_475   1.000000000000e+00
    in_cut_race____139  clause_476   1.000000000000e+00
    in_cut_race____139  clause_477   1.000000000000e+00
    in_cut_race____139  clause_478   1.000000000000e+00
    in_cut_race____139  clause_491   1.000000000000e+00
    in_cut_race____139  clause_495   1.000000000000e+00
    in_cut_race____139  clause_496   1.000000000000e+00
    in_cut_race____139  clause_501   1.000000000000e+00
    in_cut_race____139  clause_502   1.000000000000e+00
    in_cut_race____139  clause_509   1.000000000000e+00
    in_cut_race____139  clause_511   1.000000000000e+00
    in_cut_race____139  clause_512   1.000000000000e+00
    in_cut_race____139  clause_513   1.000000000000e+00
    in_cut_race____139  clause_514   1.000000000000e+00
    in_cut_race____139  clause_519   1.000000000000e+00
    in_cut_race____139  clause_522   1.000000000000e+00
    in_cut_race____139  clause_523   1.000000000000e+00
    in_cut_race____139  clause_524   1.000000000000e+00
    in_cut_race____139  clause_525   1.000000000000e+00
    in_cut_race____139  clause_534   1.000000000000e+00
    in_cut_race____139  clause_538   1.000000000000e+00
    in_cut_race____139  clause_541   1.000000000000e+00
    in_cut_race____139  clause_542   1.000000000000e+00
    in_cut_race____139  clause_545   1.000000000000e+00
    in_cut_race____139  clause_550   1.000000000000e+00
    in_cut_race____139  clause_551   1.000000000000e+00
    in_cut_race____139  clause_555   1.000000000000e+00
    in_cut_race____139  clause_556   1.000000000000e+00
    in_cut_race____139  clause_559   1.000000000000e+00
    in_cut_race____139  clause_560   1.000000000000e+00
    in_cut_race____139  clause_561   1.000000000000e+00
    in_cut_race____139  clause_562   1.000000000000e+00
    in_cut_race____139  clause_565   1.000000000000e+00
    in_cut_race____139  clause_568   1.000000000000e+00
    in_cut_race____139  clause_569   1.000000000000e+00
    in_cut_race____139  clause_570   1.000000000000e+00
    in_cut_race____139  clause_572   1.000000000000e+00
    in_cut_race____139  clause_573   1.000000000000e+00
    in_cut_race____139  clause_574   1.000000000000e+00
    in_cut_race____139  clause_575   1.000000000000e+00
    in_cut_race____139  clause_576   1.000000000000e+00
    in_cut_race____139  clause_580   1.000000000000e+00
    in_cut_race____139  clause_582   1.000000000000e+00
    in_cut_race____139  clause_584   1.000000000000e+00
    in_cut_race____139  clause_587   1.000000000000e+00
    in_cut_race____139  clause_590   1.000000000000e+00
    in_cut_race____139  clause_597   1.000000000000e+00
    in_cut_race____139  clause_600   1.000000000000e+00
    in_cut_race____139  clause_601   1.000000000000e+00
    in_cut_race____139  clause_602   1.000000000000e+00
    in_cut_race____139  clause_607   1.000000000000e+00
    in_cut_race____139  clause_611   1.000000000000e+00
    in_cut_race____139  clause_612   1.000000000000e+00
    in_cut_race____139  clause_616   1.000000000000e+00
    in_cut_race____139  clause_621   1.000000000000e+00
    in_cut_race____139  clause_627   1.000000000000e+00
    in_cut_race____139  clause_629   1.000000000000e+00
    in_cut_race____139  clause_630   1.000000000000e+00
    in_cut_race____139  clause_631   1.000000000000e+00
    in_cut_race____139  clause_634   1.000000000000e+00
    in_cut_race____139  clause_636   1.000000000000e+00
    in_cut_race____139  clause_637   1.000000000000e+00
    in_cut_race____139  clause_640   1.000000000000e+00
    in_cut_race____139  clause_642   1.000000000000e+00
    in_cut_race____139  clause_643   1.000000000000e+00
    in_cut_race____139  clause_645   1.000000000000e+00
    in_cut_race____139  clause_646   1.000000000000e+00
    in_cut_race____139  clause_647   1.000000000000e+00
    in_cut_race____139  clause_648   1.000000000000e+00
    in_cut_race____139  clause_649   1.000000000000e+00
    in_cut_race____139  clause_650   1.000000000000e+00
    in_cut_race____139  clause_651   1.000000000000e+00
    in_cut_race____139  clause_652   1.000000000000e+00
    in_cut_race____139  clause_656   1.000000000000e+00
    in_cut_race____139  clause_658   1.000000000000e+00
    in_cut_race____139  clause_659   1.000000000000e+00
    in_cut_race____139  clause_660   1.000000000000e+00
    in_cut_race____139  clause_661   1.000000000000e+00
    in_cut_race____139  clause_665   1.000000000000e+00
    in_cut_race____139  clause_666   1.000000000000e+00
    in_cut_race____139  clause_667   1.000000000000e+00
    in_cut_race____139  clause_668   1.000000000000e+00
    in_cut_race____139  clause_669   1.000000000000e+00
    in_cut_race____139  clause_670   1.000000000000e+00
    in_cut_race____139  clause_671   1.000000000000e+00
    in_cut_race____139  clause_673   1.000000000000e+00
    in_cut_race____139  clause_680   1.000000000000e+00
    in_cut_race____139  clause_689   1.000000000000e+00
    in_cut_race____139  clause_690   1.000000000000e+00
    in_cut_race____139  clause_691   1.000000000000e+00
    in_cut_race____139  clause_692   1.000000000000e+00
    in_cut_race____139  clause_693   1.000000000000e+00
    in_cut_race____139  clause_694   1.000000000000e+00
    in_cut_race____139  clause_695   1.000000000000e+00
    in_cut_race____139  clause_696   1.000000000000e+00
    in_cut_race____139  clause_697   1.000000000000e+00
    in_cut_race____139  clause_698   1.000000000000e+00
    in_cut_race____139  clause_699   1.000000000000e+00
    in_cut_race____139  clause_700   1.000000000000e+00
    in_cut_race____139  clause_702   1.000000000000e+00
    in_cut_race____139  clause_703   1.000000000000e+00
    in_cut_race____139  clause_706   1.000000000000e+00
    in_cut_race____139  clause_707   1.000000000000e+00
    in_cut_race____139  clause_708   1.000000000000e+00
    in_cut_race____139  clause_709   1.000000000000e+00
    in_cut_race____139  clause_710   1.000000000000e+00
    in_cut_race____139  clause_711   1.000000000000e+00
    in_cut_race____139  clause_712   1.000000000000e+00
    in_cut_race____139  clause_716   1.000000000000e+00
    in_cut_race____139  clause_717   1.000000000000e+00
    in_cut_race____139  clause_718   1.000000000000e+00
    in_cut_race____139  clause_719   1.000000000000e+00
    in_cut_race____139  clause_720   1.000000000000e+00
    in_cut_race____139  clause_721   1.000000000000e+00
    in_cut_race____139  clause_722   1.000000000000e+00
    in_cut_race____139  clause_723   1.000000000000e+00
    in_cut_race____139  clause_724   1.000000000000e+00
    in_cut_race____139  clause_729   1.000000000000e+00
    in_cut_race____139  clause_730   1.000000000000e+00
    in_cut_race____139  clause_731   1.000000000000e+00
    in_cut_race____139  clause_733   1.000000000000e+00
    in_cut_race____139  clause_734   1.000000000000e+00
    in_cut_race____139  clause_735   1.000000000000e+00
    in_cut_race____139  clause_736   1.000000000000e+00
    in_cut_race____139  clause_738   1.000000000000e+00
    in_cut_race____139  clause_739   1.000000000000e+00
    in_cut_race____139  clause_740   1.000000000000e+00
    in_cut_race____139  clause_741   1.000000000000e+00
    in_cut_race____139  clause_744   1.000000000000e+00
    in_cut_race____139  clause_745   1.000000000000e+00
    in_cut_race____139  clause_746   1.000000000000e+00
    in_cut_race____139  clause_748   1.000000000000e+00
    in_cut_race____139  clause_752   1.000000000000e+00
    in_cut_race____139  clause_753   1.000000000000e+00
    in_cut_race____139  clause_754   1.000000000000e+00
    in_cut_race____139  clause_755   1.000000000000e+00
    in_cut_race____139  clause_756   1.000000000000e+00
    in_cut_race____139  clause_761   1.000000000000e+00
    in_cut_race____139  clause_762   1.000000000000e+00
    in_cut_race____139  clause_763   1.000000000000e+00
    in_cut_race____139  clause_764   1.000000000000e+00
    in_cut_race____139  clause_772   1.000000000000e+00
    in_cut_race____139  clause_780   1.000000000000e+00
    in_cut_race____139  clause_781   1.000000000000e+00
    in_cut_race____139  clause_784   1.000000000000e+00
    in_cut_race____139  clause_786   1.000000000000e+00
    in_cut_race____139  clause_787   1.000000000000e+00
    in_cut_race____139  clause_788   1.000000000000e+00
    in_cut_race____139  clause_790   1.000000000000e+00
    in_cut_race____139  clause_791   1.000000000000e+00
    in_cut_race____139  clause_793   1.000000000000e+00
    in_cut_race____139  clause_795   1.000000000000e+00
    in_cut_race____139  clause_796   1.000000000000e+00
    in_cut_race____139  clause_798   1.000000000000e+00
    in_cut_race____139  clause_799   1.000000000000e+00
    in_cut_race____139  clause_801   1.000000000000e+00
    in_cut_race____139  clause_802   1.000000000000e+00
    in_cut_race____139  clause_803   1.000000000000e+00
    in_cut_race____139  clause_804   1.000000000000e+00
    in_cut_race____139  clause_807   1.000000000000e+00
    in_cut_race____139  clause_808   1.000000000000e+00
    in_cut_race____139  clause_809   1.000000000000e+00
    in_cut_race____139  clause_810   1.000000000000e+00
    in_cut_race____139  clause_811   1.000000000000e+00
    in_cut_race____139  clause_812   1.000000000000e+00
    in_cut_race____139  clause_813   1.000000000000e+00
    in_cut_race____139  clause_818   1.000000000000e+00
    in_cut_race____139  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex_Female__2  one_1      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex_Male__1  one_0      1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_sex____0  one_0      1.000000000000e+00
    in_cut_sex____0  one_1      1.000000000000e+00
    in_cut_sex____0  clause_194   1.000000000000e+00
    in_cut_sex____0  clause_195   1.000000000000e+00
    in_cut_sex____0  clause_196   1.000000000000e+00
    in_cut_sex____0  clause_197   1.000000000000e+00
    in_cut_sex____0  clause_198   1.000000000000e+00
    in_cut_sex____0  clause_199   1.000000000000e+00
    in_cut_sex____0  clause_200   1.000000000000e+00
    in_cut_sex____0  clause_201   1.000000000000e+00
    in_cut_sex____0  clause_202   1.000000000000e+00
    in_cut_sex____0  clause_203   1.000000000000e+00
    in_cut_sex____0  clause_204   1.000000000000e+00
    in_cut_sex____0  clause_205   1.000000000000e+00
    in_cut_sex____0  clause_206   1.000000000000e+00
    in_cut_sex____0  clause_207   1.000000000000e+00
    in_cut_sex____0  clause_208   1.000000000000e+00
    in_cut_sex____0  clause_209   1.000000000000e+00
    in_cut_sex____0  clause_210   1.000000000000e+00
    in_cut_sex____0  clause_211   1.000000000000e+00
    in_cut_sex____0  clause_212   1.000000000000e+00
    in_cut_sex____0  clause_215   1.000000000000e+00
    in_cut_sex____0  clause_216   1.000000000000e+00
    in_cut_sex____0  clause_217   1.000000000000e+00
    in_cut_sex____0  clause_218   1.000000000000e+00
    in_cut_sex____0  clause_220   1.000000000000e+00
    in_cut_sex____0  clause_221   1.000000000000e+00
    in_cut_sex____0  clause_222   1.000000000000e+00
    in_cut_sex____0  clause_223   1.000000000000e+00
    in_cut_sex____0  clause_224   1.000000000000e+00
    in_cut_sex____0  clause_225   1.000000000000e+00
    in_cut_sex____0  clause_227   1.000000000000e+00
    in_cut_sex____0  clause_232   1.000000000000e+00
    in_cut_sex____0  clause_233   1.000000000000e+00
    in_cut_sex____0  clause_234   1.000000000000e+00
    in_cut_sex____0  clause_235   1.000000000000e+00
    in_cut_sex____0  clause_236   1.000000000000e+00
    in_cut_sex____0  clause_237   1.000000000000e+00
    in_cut_sex____0  clause_238   1.000000000000e+00
    in_cut_sex____0  clause_239   1.000000000000e+00
    in_cut_sex____0  clause_241   1.000000000000e+00
    in_cut_sex____0  clause_242   1.000000000000e+00
    in_cut_sex____0  clause_243   1.000000000000e+00
    in_cut_sex____0  clause_244   1.000000000000e+00
    in_cut_sex____0  clause_246   1.000000000000e+00
    in_cut_sex____0  clause_247   1.000000000000e+00
    in_cut_sex____0  clause_249   1.000000000000e+00
    in_cut_sex____0  clause_250   1.000000000000e+00
    in_cut_sex____0  clause_252   1.000000000000e+00
    in_cut_sex____0  clause_253   1.000000000000e+00
    in_cut_sex____0  clause_257   1.000000000000e+00
    in_cut_sex____0  clause_259   1.000000000000e+00
    in_cut_sex____0  clause_260   1.000000000000e+00
    in_cut_sex____0  clause_261   1.000000000000e+00
    in_cut_sex____0  clause_263   1.000000000000e+00
    in_cut_sex____0  clause_264   1.000000000000e+00
    in_cut_sex____0  clause_265   1.000000000000e+00
    in_cut_sex____0  clause_267   1.000000000000e+00
    in_cut_sex____0  clause_269   1.000000000000e+00
    in_cut_sex____0  clause_270   1.000000000000e+00
    in_cut_sex____0  clause_271   1.000000000000e+00
    in_cut_sex____0  clause_272   1.000000000000e+00
    in_cut_sex____0  clause_273   1.000000000000e+00
    in_cut_sex____0  clause_274   1.000000000000e+00
    in_cut_sex____0  clause_275   1.000000000000e+00
    in_cut_sex____0  clause_276   1.000000000000e+00
    in_cut_sex____0  clause_278   1.000000000000e+00
    in_cut_sex____0  clause_279   1.000000000000e+00
    in_cut_sex____0  clause_280   1.000000000000e+00
    in_cut_sex____0  clause_281   1.000000000000e+00
    in_cut_sex____0  clause_282   1.000000000000e+00
    in_cut_sex____0  clause_284   1.000000000000e+00
    in_cut_sex____0  clause_286   1.000000000000e+00
    in_cut_sex____0  clause_293   1.000000000000e+00
    in_cut_sex____0  clause_294   1.000000000000e+00
    in_cut_sex____0  clause_295   1.000000000000e+00
    in_cut_sex____0  clause_296   1.000000000000e+00
    in_cut_sex____0  clause_298   1.000000000000e+00
    in_cut_sex____0  clause_299   1.000000000000e+00
    in_cut_sex____0  clause_300   1.000000000000e+00
    in_cut_sex____0  clause_301   1.000000000000e+00
    in_cut_sex____0  clause_302   1.000000000000e+00
    in_cut_sex____0  clause_303   1.000000000000e+00
    in_cut_sex____0  clause_305   1.000000000000e+00
    in_cut_sex____0  clause_307   1.000000000000e+00
    in_cut_sex____0  clause_308   1.000000000000e+00
    in_cut_sex____0  clause_312   1.000000000000e+00
    in_cut_sex____0  clause_314   1.000000000000e+00
    in_cut_sex____0  clause_315   1.000000000000e+00
    in_cut_sex____0  clause_316   1.000000000000e+00
    in_cut_sex____0  clause_317   1.000000000000e+00
    in_cut_sex____0  clause_319   1.000000000000e+00
    in_cut_sex____0  clause_320   1.000000000000e+00
    in_cut_sex____0  clause_321   1.000000000000e+00
    in_cut_sex____0  clause_322   1.000000000000e+00
    in_cut_sex____0  clause_323   1.000000000000e+00
    in_cut_sex____0  clause_325   1.000000000000e+00
    in_cut_sex____0  clause_326   1.000000000000e+00
    in_cut_sex____0  clause_327   1.000000000000e+00
    in_cut_sex____0  clause_328   1.000000000000e+00
    in_cut_sex____0  clause_329   1.000000000000e+00
    in_cut_sex____0  clause_331   1.000000000000e+00
    in_cut_sex____0  clause_333   1.000000000000e+00
    in_cut_sex____0  clause_335   1.000000000000e+00
    in_cut_sex____0  clause_338   1.000000000000e+00
    in_cut_sex____0  clause_339   1.000000000000e+00
    in_cut_sex____0  clause_340   1.000000000000e+00
    in_cut_sex____0  clause_341   1.000000000000e+00
    in_cut_sex____0  clause_342   1.000000000000e+00
    in_cut_sex____0  clause_345   1.000000000000e+00
    in_cut_sex____0  clause_347   1.000000000000e+00
    in_cut_sex____0  clause_349   1.000000000000e+00
    in_cut_sex____0  clause_354   1.000000000000e+00
    in_cut_sex____0  clause_355   1.000000000000e+00
    in_cut_sex____0  clause_356   1.000000000000e+00
    in_cut_sex____0  clause_357   1.000000000000e+00
    in_cut_sex____0  clause_358   1.000000000000e+00
    in_cut_sex____0  clause_359   1.000000000000e+00
    in_cut_sex____0  clause_361   1.000000000000e+00
    in_cut_sex____0  clause_362   1.000000000000e+00
    in_cut_sex____0  clause_363   1.000000000000e+00
    in_cut_sex____0  clause_365   1.000000000000e+00
    in_cut_sex____0  clause_366   1.000000000000e+00
    in_cut_sex____0  clause_369   1.000000000000e+00
    in_cut_sex____0  clause_371   1.000000000000e+00
    in_cut_sex____0  clause_372   1.000000000000e+00
    in_cut_sex____0  clause_373   1.000000000000e+00
    in_cut_sex____0  clause_379   1.000000000000e+00
    in_cut_sex____0  clause_380   1.000000000000e+00
    in_cut_sex____0  clause_382   1.000000000000e+00
    in_cut_sex____0  clause_386   1.000000000000e+00
    in_cut_sex____0  clause_387   1.000000000000e+00
    in_cut_sex____0  clause_388   1.000000000000e+00
    in_cut_sex____0  clause_389   1.000000000000e+00
    in_cut_sex____0  clause_390   1.000000000000e+00
    in_cut_sex____0  clause_392   1.000000000000e+00
    in_cut_sex____0  clause_396   1.000000000000e+00
    in_cut_sex____0  clause_397   1.000000000000e+00
    in_cut_sex____0  clause_402   1.000000000000e+00
    in_cut_sex____0  clause_406   1.000000000000e+00
    in_cut_sex____0  clause_407   1.000000000000e+00
    in_cut_sex____0  clause_409   1.000000000000e+00
    in_cut_sex____0  clause_410   1.000000000000e+00
    in_cut_sex____0  clause_413   1.000000000000e+00
    in_cut_sex____0  clause_415   1.000000000000e+00
    in_cut_sex____0  clause_416   1.000000000000e+00
    in_cut_sex____0  clause_417   1.000000000000e+00
    in_cut_sex____0  clause_422   1.000000000000e+00
    in_cut_sex____0  clause_424   1.000000000000e+00
    in_cut_sex____0  clause_426   1.000000000000e+00
    in_cut_sex____0  clause_427   1.000000000000e+00
    in_cut_sex____0  clause_428   1.000000000000e+00
    in_cut_sex____0  clause_429   1.000000000000e+00
    in_cut_sex____0  clause_431   1.000000000000e+00
    in_cut_sex____0  clause_432   1.000000000000e+00
    in_cut_sex____0  clause_434   1.000000000000e+00
    in_cut_sex____0  clause_436   1.000000000000e+00
    in_cut_sex____0  clause_440   1.000000000000e+00
    in_cut_sex____0  clause_443   1.000000000000e+00
    in_cut_sex____0  clause_446   1.000000000000e+00
    in_cut_sex____0  clause_447   1.000000000000e+00
    in_cut_sex____0  clause_449   1.000000000000e+00
    in_cut_sex____0  clause_451   1.000000000000e+00
    in_cut_sex____0  clause_453   1.000000000000e+00
    in_cut_sex____0  clause_454   1.000000000000e+00
    in_cut_sex____0  clause_457   1.000000000000e+00
    in_cut_sex____0  clause_458   1.000000000000e+00
    in_cut_sex____0  clause_465   1.000000000000e+00
    in_cut_sex____0  clause_466   1.000000000000e+00
    in_cut_sex____0  clause_467   1.000000000000e+00
    in_cut_sex____0  clause_469   1.000000000000e+00
    in_cut_sex____0  clause_470   1.000000000000e+00
    in_cut_sex____0  clause_471   1.000000000000e+00
    in_cut_sex____0  clause_472   1.000000000000e+00
    in_cut_sex____0  clause_480   1.000000000000e+00
    in_cut_sex____0  clause_482   1.000000000000e+00
    in_cut_sex____0  clause_484   1.000000000000e+00
    in_cut_sex____0  clause_485   1.000000000000e+00
    in_cut_sex____0  clause_489   1.000000000000e+00
    in_cut_sex____0  clause_491   1.000000000000e+00
    in_cut_sex____0  clause_493   1.000000000000e+00
    in_cut_sex____0  clause_495   1.000000000000e+00
    in_cut_sex____0  clause_496   1.000000000000e+00
    in_cut_sex____0  clause_500   1.000000000000e+00
    in_cut_sex____0  clause_501   1.000000000000e+00
    in_cut_sex____0  clause_502   1.000000000000e+00
    in_cut_sex____0  clause_503   1.000000000000e+00
    in_cut_sex____0  clause_507   1.000000000000e+00
    in_cut_sex____0  clause_509   1.000000000000e+00
    in_cut_sex____0  clause_511   1.000000000000e+00
    in_cut_sex____0  clause_512   1.000000000000e+00
    in_cut_sex____0  clause_513   1.000000000000e+00
    in_cut_sex____0  clause_514   1.000000000000e+00
    in_cut_sex____0  clause_515   1.000000000000e+00
    in_cut_sex____0  clause_517   1.000000000000e+00
    in_cut_sex____0  clause_518   1.000000000000e+00
    in_cut_sex____0  clause_519   1.000000000000e+00
    in_cut_sex____0  clause_521   1.000000000000e+00
    in_cut_sex____0  clause_522   1.000000000000e+00
    in_cut_sex____0  clause_523   1.000000000000e+00
    in_cut_sex____0  clause_524   1.000000000000e+00
    in_cut_sex____0  clause_525   1.000000000000e+00
    in_cut_sex____0  clause_526   1.000000000000e+00
    in_cut_sex____0  clause_529   1.000000000000e+00
    in_cut_sex____0  clause_538   1.000000000000e+00
    in_cut_sex____0  clause_540   1.000000000000e+00
    in_cut_sex____0  clause_541   1.000000000000e+00
    in_cut_sex____0  clause_544   1.000000000000e+00
    in_cut_sex____0  clause_549   1.000000000000e+00
    in_cut_sex____0  clause_554   1.000000000000e+00
    in_cut_sex____0  clause_555   1.000000000000e+00
    in_cut_sex____0  clause_557   1.000000000000e+00
    in_cut_sex____0  clause_560   1.000000000000e+00
    in_cut_sex____0  clause_561   1.000000000000e+00
    in_cut_sex____0  clause_562   1.000000000000e+00
    in_cut_sex____0  clause_563   1.000000000000e+00
    in_cut_sex____0  clause_565   1.000000000000e+00
    in_cut_sex____0  clause_567   1.000000000000e+00
    in_cut_sex____0  clause_568   1.000000000000e+00
    in_cut_sex____0  clause_569   1.000000000000e+00
    in_cut_sex____0  clause_570   1.000000000000e+00
    in_cut_sex____0  clause_571   1.000000000000e+00
    in_cut_sex____0  clause_572   1.000000000000e+00
    in_cut_sex____0  clause_574   1.000000000000e+00
    in_cut_sex____0  clause_575   1.000000000000e+00
    in_cut_sex____0  clause_576   1.000000000000e+00
    in_cut_sex____0  clause_578   1.000000000000e+00
    in_cut_sex____0  clause_580   1.000000000000e+00
    in_cut_sex____0  clause_581   1.000000000000e+00
    in_cut_sex____0  clause_582   1.000000000000e+00
    in_cut_sex____0  clause_584   1.000000000000e+00
    in_cut_sex____0  clause_587   1.000000000000e+00
    in_cut_sex____0  clause_590   1.000000000000e+00
    in_cut_sex____0  clause_592   1.000000000000e+00
    in_cut_sex____0  clause_597   1.000000000000e+00
    in_cut_sex____0  clause_600   1.000000000000e+00
    in_cut_sex____0  clause_601   1.000000000000e+00
    in_cut_sex____0  clause_602   1.000000000000e+00
    in_cut_sex____0  clause_603   1.000000000000e+00
    in_cut_sex____0  clause_604   1.000000000000e+00
    in_cut_sex____0  clause_606   1.000000000000e+00
    in_cut_sex____0  clause_608   1.000000000000e+00
    in_cut_sex____0  clause_609   1.000000000000e+00
    in_cut_sex____0  clause_613   1.000000000000e+00
    in_cut_sex____0  clause_614   1.000000000000e+00
    in_cut_sex____0  clause_615   1.000000000000e+00
    in_cut_sex____0  clause_618   1.000000000000e+00
    in_cut_sex____0  clause_621   1.000000000000e+00
    in_cut_sex____0  clause_623   1.000000000000e+00
    in_cut_sex____0  clause_624   1.000000000000e+00
    in_cut_sex____0  clause_627   1.000000000000e+00
    in_cut_sex____0  clause_628   1.000000000000e+00
    in_cut_sex____0  clause_629   1.000000000000e+00
    in_cut_sex____0  clause_630   1.000000000000e+00
    in_cut_sex____0  clause_631   1.000000000000e+00
    in_cut_sex____0  clause_632   1.000000000000e+00
    in_cut_sex____0  clause_633   1.000000000000e+00
    in_cut_sex____0  clause_634   1.000000000000e+00
    in_cut_sex____0  clause_635   1.000000000000e+00
    in_cut_sex____0  clause_636   1.000000000000e+00
    in_cut_sex____0  clause_637   1.000000000000e+00
    in_cut_sex____0  clause_638   1.000000000000e+00
    in_cut_sex____0  clause_639   1.000000000000e+00
    in_cut_sex____0  clause_640   1.000000000000e+00
    in_cut_sex____0  clause_641   1.000000000000e+00
    in_cut_sex____0  clause_642   1.000000000000e+00
    in_cut_sex____0  clause_643   1.000000000000e+00
    in_cut_sex____0  clause_644   1.000000000000e+00
    in_cut_sex____0  clause_645   1.000000000000e+00
    in_cut_sex____0  clause_646   1.000000000000e+00
    in_cut_sex____0  clause_647   1.000000000000e+00
    in_cut_sex____0  clause_648   1.000000000000e+00
    in_cut_sex____0  clause_649   1.000000000000e+00
    in_cut_sex____0  clause_650   1.000000000000e+00
    in_cut_sex____0  clause_651   1.000000000000e+00
    in_cut_sex____0  clause_652   1.000000000000e+00
    in_cut_sex____0  clause_654   1.000000000000e+00
    in_cut_sex____0  clause_655   1.000000000000e+00
    in_cut_sex____0  clause_656   1.000000000000e+00
    in_cut_sex____0  clause_657   1.000000000000e+00
    in_cut_sex____0  clause_658   1.000000000000e+00
    in_cut_sex____0  clause_659   1.000000000000e+00
    in_cut_sex____0  clause_660   1.000000000000e+00
    in_cut_sex____0  clause_661   1.000000000000e+00
    in_cut_sex____0  clause_662   1.000000000000e+00
    in_cut_sex____0  clause_663   1.000000000000e+00
    in_cut_sex____0  clause_664   1.000000000000e+00
    in_cut_sex____0  clause_665   1.000000000000e+00
    in_cut_sex____0  clause_666   1.000000000000e+00
    in_cut_sex____0  clause_667   1.000000000000e+00
    in_cut_sex____0  clause_668   1.000000000000e+00
    in_cut_sex____0  clause_669   1.000000000000e+00
    in_cut_sex____0  clause_670   1.000000000000e+00
    in_cut_sex____0  clause_672   1.000000000000e+00
    in_cut_sex____0  clause_673   1.000000000000e+00
    in_cut_sex____0  clause_674   1.000000000000e+00
    in_cut_sex____0  clause_676   1.000000000000e+00
    in_cut_sex____0  clause_677   1.000000000000e+00
    in_cut_sex____0  clause_678   1.000000000000e+00
    in_cut_sex____0  clause_679   1.000000000000e+00
    in_cut_sex____0  clause_680   1.000000000000e+00
    in_cut_sex____0  clause_681   1.000000000000e+00
    in_cut_sex____0  clause_682   1.000000000000e+00
    in_cut_sex____0  clause_683   1.000000000000e+00
    in_cut_sex____0  clause_684   1.000000000000e+00
    in_cut_sex____0  clause_685   1.000000000000e+00
    in_cut_sex____0  clause_686   1.000000000000e+00
    in_cut_sex____0  clause_687   1.000000000000e+00
    in_cut_sex____0  clause_688   1.000000000000e+00
    in_cut_sex____0  clause_689   1.000000000000e+00
    in_cut_sex____0  clause_690   1.000000000000e+00
    in_cut_sex____0  clause_691   1.000000000000e+00
    in_cut_sex____0  clause_692   1.000000000000e+00
    in_cut_sex____0  clause_693   1.000000000000e+00
    in_cut_sex____0  clause_694   1.000000000000e+00
    in_cut_sex____0  clause_695   1.000000000000e+00
    in_cut_sex____0  clause_696   1.000000000000e+00
    in_cut_sex____0  clause_697   1.000000000000e+00
    in_cut_sex____0  clause_701   1.000000000000e+00
    in_cut_sex____0  clause_702   1.000000000000e+00
    in_cut_sex____0  clause_703   1.000000000000e+00
    in_cut_sex____0  clause_704   1.000000000000e+00
    in_cut_sex____0  clause_705   1.000000000000e+00
    in_cut_sex____0  clause_706   1.000000000000e+00
    in_cut_sex____0  clause_707   1.000000000000e+00
    in_cut_sex____0  clause_708   1.000000000000e+00
    in_cut_sex____0  clause_713   1.000000000000e+00
    in_cut_sex____0  clause_714   1.000000000000e+00
    in_cut_sex____0  clause_715   1.000000000000e+00
    in_cut_sex____0  clause_716   1.000000000000e+00
    in_cut_sex____0  clause_717   1.000000000000e+00
    in_cut_sex____0  clause_718   1.000000000000e+00
    in_cut_sex____0  clause_719   1.000000000000e+00
    in_cut_sex____0  clause_720   1.000000000000e+00
    in_cut_sex____0  clause_721   1.000000000000e+00
    in_cut_sex____0  clause_722   1.000000000000e+00
    in_cut_sex____0  clause_723   1.000000000000e+00
    in_cut_sex____0  clause_724   1.000000000000e+00
    in_cut_sex____0  clause_725   1.000000000000e+00
    in_cut_sex____0  clause_726   1.000000000000e+00
    in_cut_sex____0  clause_727   1.000000000000e+00
    in_cut_sex____0  clause_728   1.000000000000e+00
    in_cut_sex____0  clause_730   1.000000000000e+00
    in_cut_sex____0  clause_731   1.000000000000e+00
    in_cut_sex____0  clause_732   1.000000000000e+00
    in_cut_sex____0  clause_733   1.000000000000e+00
    in_cut_sex____0  clause_734   1.000000000000e+00
    in_cut_sex____0  clause_735   1.000000000000e+00
    in_cut_sex____0  clause_736   1.000000000000e+00
    in_cut_sex____0  clause_739   1.000000000000e+00
    in_cut_sex____0  clause_740   1.000000000000e+00
    in_cut_sex____0  clause_741   1.000000000000e+00
    in_cut_sex____0  clause_742   1.000000000000e+00
    in_cut_sex____0  clause_743   1.000000000000e+00
    in_cut_sex____0  clause_744   1.000000000000e+00
    in_cut_sex____0  clause_745   1.000000000000e+00
    in_cut_sex____0  clause_746   1.000000000000e+00
    in_cut_sex____0  clause_747   1.000000000000e+00
    in_cut_sex____0  clause_748   1.000000000000e+00
    in_cut_sex____0  clause_749   1.000000000000e+00
    in_cut_sex____0  clause_750   1.000000000000e+00
    in_cut_sex____0  clause_751   1.000000000000e+00
    in_cut_sex____0  clause_752   1.000000000000e+00
    in_cut_sex____0  clause_753   1.000000000000e+00
    in_cut_sex____0  clause_754   1.000000000000e+00
    in_cut_sex____0  clause_755   1.000000000000e+00
    in_cut_sex____0  clause_756   1.000000000000e+00
    in_cut_sex____0  clause_757   1.000000000000e+00
    in_cut_sex____0  clause_758   1.000000000000e+00
    in_cut_sex____0  clause_759   1.000000000000e+00
    in_cut_sex____0  clause_760   1.000000000000e+00
    in_cut_sex____0  clause_761   1.000000000000e+00
    in_cut_sex____0  clause_762   1.000000000000e+00
    in_cut_sex____0  clause_763   1.000000000000e+00
    in_cut_sex____0  clause_765   1.000000000000e+00
    in_cut_sex____0  clause_766   1.000000000000e+00
    in_cut_sex____0  clause_767   1.000000000000e+00
    in_cut_sex____0  clause_768   1.000000000000e+00
    in_cut_sex____0  clause_770   1.000000000000e+00
    in_cut_sex____0  clause_772   1.000000000000e+00
    in_cut_sex____0  clause_773   1.000000000000e+00
    in_cut_sex____0  clause_774   1.000000000000e+00
    in_cut_sex____0  clause_775   1.000000000000e+00
    in_cut_sex____0  clause_776   1.000000000000e+00
    in_cut_sex____0  clause_777   1.000000000000e+00
    in_cut_sex____0  clause_778   1.000000000000e+00
    in_cut_sex____0  clause_779   1.000000000000e+00
    in_cut_sex____0  clause_780   1.000000000000e+00
    in_cut_sex____0  clause_781   1.000000000000e+00
    in_cut_sex____0  clause_782   1.000000000000e+00
    in_cut_sex____0  clause_783   1.000000000000e+00
    in_cut_sex____0  clause_784   1.000000000000e+00
    in_cut_sex____0  clause_785   1.000000000000e+00
    in_cut_sex____0  clause_787   1.000000000000e+00
    in_cut_sex____0  clause_788   1.000000000000e+00
    in_cut_sex____0  clause_789   1.000000000000e+00
    in_cut_sex____0  clause_790   1.000000000000e+00
    in_cut_sex____0  clause_791   1.000000000000e+00
    in_cut_sex____0  clause_793   1.000000000000e+00
    in_cut_sex____0  clause_794   1.000000000000e+00
    in_cut_sex____0  clause_795   1.000000000000e+00
    in_cut_sex____0  clause_796   1.000000000000e+00
    in_cut_sex____0  clause_797   1.000000000000e+00
    in_cut_sex____0  clause_798   1.000000000000e+00
    in_cut_sex____0  clause_799   1.000000000000e+00
    in_cut_sex____0  clause_800   1.000000000000e+00
    in_cut_sex____0  clause_801   1.000000000000e+00
    in_cut_sex____0  clause_803   1.000000000000e+00
    in_cut_sex____0  clause_804   1.000000000000e+00
    in_cut_sex____0  clause_807   1.000000000000e+00
    in_cut_sex____0  clause_808   1.000000000000e+00
    in_cut_sex____0  clause_809   1.000000000000e+00
    in_cut_sex____0  clause_811   1.000000000000e+00
    in_cut_sex____0  clause_812   1.000000000000e+00
    in_cut_sex____0  clause_813   1.000000000000e+00
    in_cut_sex____0  clause_814   1.000000000000e+00
    in_cut_sex____0  clause_815   1.000000000000e+00
    in_cut_sex____0  clause_816   1.000000000000e+00
    in_cut_sex____0  clause_817   1.000000000000e+00
    in_cut_sex____0  clause_818   1.000000000000e+00
    in_cut_sex____0  clause_819   1.000000000000e+00
    in_cut_sex____0  clause_822   1.000000000000e+00
    in_cut_sex____0  clause_824   1.000000000000e+00
    in_cut_sex____0  clause_825   1.000000000000e+00
    in_cut_sex____0  clause_826   1.000000000000e+00
    in_cut_sex____0  clause_827   1.000000000000e+00
    in_cut_sex____0  clause_828   1.000000000000e+00
    in_cut_sex____0  clause_829   1.000000000000e+00
    in_cut_sex____0  clause_830   1.000000000000e+00
    in_cut_sex____0  clause_831   1.000000000000e+00
    in_cut_sex____0  clause_832   1.000000000000e+00
    in_cut_sex____0  OBJ        1.086917832000e+10
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Federal_gov__233  one_174    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Government__232  one_174    1.000000000000e+00
    in_cut_workclass_Government__232  one_175    1.000000000000e+00
    in_cut_workclass_Government__232  one_176    1.000000000000e+00
    in_cut_workclass_Government__232  clause_203   1.000000000000e+00
    in_cut_workclass_Government__232  clause_220   1.000000000000e+00
    in_cut_workclass_Government__232  clause_241   1.000000000000e+00
    in_cut_workclass_Government__232  clause_263   1.000000000000e+00
    in_cut_workclass_Government__232  clause_289   1.000000000000e+00
    in_cut_workclass_Government__232  clause_339   1.000000000000e+00
    in_cut_workclass_Government__232  clause_345   1.000000000000e+00
    in_cut_workclass_Government__232  clause_366   1.000000000000e+00
    in_cut_workclass_Government__232  clause_374   1.000000000000e+00
    in_cut_workclass_Government__232  clause_382   1.000000000000e+00
    in_cut_workclass_Government__232  clause_396   1.000000000000e+00
    in_cut_workclass_Government__232  clause_400   1.000000000000e+00
    in_cut_workclass_Government__232  clause_402   1.000000000000e+00
    in_cut_workclass_Government__232  clause_416   1.000000000000e+00
    in_cut_workclass_Government__232  clause_417   1.000000000000e+00
    in_cut_workclass_Government__232  clause_420   1.000000000000e+00
    in_cut_workclass_Government__232  clause_423   1.000000000000e+00
    in_cut_workclass_Government__232  clause_431   1.000000000000e+00
    in_cut_workclass_Government__232  clause_436   1.000000000000e+00
    in_cut_workclass_Government__232  clause_447   1.000000000000e+00
    in_cut_workclass_Government__232  clause_448   1.000000000000e+00
    in_cut_workclass_Government__232  clause_451   1.000000000000e+00
    in_cut_workclass_Government__232  clause_454   1.000000000000e+00
    in_cut_workclass_Government__232  clause_464   1.000000000000e+00
    in_cut_workclass_Government__232  clause_470   1.000000000000e+00
    in_cut_workclass_Government__232  clause_494   1.000000000000e+00
    in_cut_workclass_Government__232  clause_497   1.000000000000e+00
    in_cut_workclass_Government__232  clause_501   1.000000000000e+00
    in_cut_workclass_Government__232  clause_529   1.000000000000e+00
    in_cut_workclass_Government__232  clause_534   1.000000000000e+00
    in_cut_workclass_Government__232  clause_588   1.000000000000e+00
    in_cut_workclass_Government__232  clause_636   1.000000000000e+00
    in_cut_workclass_Government__232  clause_651   1.000000000000e+00
    in_cut_workclass_Government__232  clause_660   1.000000000000e+00
    in_cut_workclass_Government__232  clause_661   1.000000000000e+00
    in_cut_workclass_Government__232  clause_670   1.000000000000e+00
    in_cut_workclass_Government__232  clause_684   1.000000000000e+00
    in_cut_workclass_Government__232  clause_686   1.000000000000e+00
    in_cut_workclass_Government__232  clause_699   1.000000000000e+00
    in_cut_workclass_Government__232  clause_725   1.000000000000e+00
    in_cut_workclass_Government__232  clause_742   1.000000000000e+00
    in_cut_workclass_Government__232  clause_745   1.000000000000e+00
    in_cut_workclass_Government__232  clause_766   1.000000000000e+00
    in_cut_workclass_Government__232  clause_776   1.000000000000e+00
    in_cut_workclass_Government__232  clause_777   1.000000000000e+00
    in_cut_workclass_Government__232  clause_784   1.000000000000e+00
    in_cut_workclass_Government__232  clause_805   1.000000000000e+00
    in_cut_workclass_Government__232  OBJ        4.415954400000e+08
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Local_gov__234  one_175    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Never_worked__238  one_178    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Non_Government__227  one_171    1.000000000000e+00
    in_cut_workclass_Non_Government__227  one_172    1.000000000000e+00
    in_cut_workclass_Non_Government__227  one_173    1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_200   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_201   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_202   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_206   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_213   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_219   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_224   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_228   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_240   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_246   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_251   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_256   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_257   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_262   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_267   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_270   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_276   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_283   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_284   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_293   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_294   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_295   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_298   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_302   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_304   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_305   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_306   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_314   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_320   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_324   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_326   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_341   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_342   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_344   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_347   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_349   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_355   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_357   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_361   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_370   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_371   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_372   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_375   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_378   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_381   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_390   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_395   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_405   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_406   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_408   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_414   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_419   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_421   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_422   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_425   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_426   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_427   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_429   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_435   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_438   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_439   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_440   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_441   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_443   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_445   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_446   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_450   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_452   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_453   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_455   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_458   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_463   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_466   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_474   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_479   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_480   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_481   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_482   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_483   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_486   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_488   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_489   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_491   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_496   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_498   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_499   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_500   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_502   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_503   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_504   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_506   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_507   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_508   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_509   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_510   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_511   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_515   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_517   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_519   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_528   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_539   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_540   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_545   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_546   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_553   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_555   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_556   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_557   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_558   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_559   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_560   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_563   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_566   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_567   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_568   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_571   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_572   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_574   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_575   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_580   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_581   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_584   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_585   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_586   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_587   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_590   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_592   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_595   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_596   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_597   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_599   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_600   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_602   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_603   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_605   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_606   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_608   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_610   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_612   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_613   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_614   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_615   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_620   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_621   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_627   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_641   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_644   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_652   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_654   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_655   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_656   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_694   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_702   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_703   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_716   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_741   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_765   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_782   1.000000000000e+00
    in_cut_workclass_Non_Government__227  clause_801   1.000000000000e+00
    in_cut_workclass_Non_Government__227  OBJ        2.662442640000e+09
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Private__228  one_171    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Self_emp_inc__231  one_173    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Self_emp_not_inc__230  one_172    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_State_gov__235  one_176    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Unemployed__236  one_177    1.000000000000e+00
    in_cut_workclass_Unemployed__236  one_178    1.000000000000e+00
    in_cut_workclass_Unemployed__236  OBJ        7.207200000000e+05
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass_Without_pay__237  one_177    1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    in_cut_workclass____229  one_171    1.000000000000e+00
    in_cut_workclass____229  one_172    1.000000000000e+00
    in_cut_workclass____229  one_173    1.000000000000e+00
    in_cut_workclass____229  one_174    1.000000000000e+00
    in_cut_workclass____229  one_175    1.000000000000e+00
    in_cut_workclass____229  one_176    1.000000000000e+00
    in_cut_workclass____229  one_177    1.000000000000e+00
    in_cut_workclass____229  one_178    1.000000000000e+00
    in_cut_workclass____229  clause_200   1.000000000000e+00
    in_cut_workclass____229  clause_201   1.000000000000e+00
    in_cut_workclass____229  clause_202   1.000000000000e+00
    in_cut_workclass____229  clause_203   1.000000000000e+00
    in_cut_workclass____229  clause_204   1.000000000000e+00
    in_cut_workclass____229  clause_206   1.000000000000e+00
    in_cut_workclass____229  clause_207   1.000000000000e+00
    in_cut_workclass____229  clause_210   1.000000000000e+00
    in_cut_workclass____229  clause_212   1.000000000000e+00
    in_cut_workclass____229  clause_213   1.000000000000e+00
    in_cut_workclass____229  clause_219   1.000000000000e+00
    in_cut_workclass____229  clause_220   1.000000000000e+00
    in_cut_workclass____229  clause_224   1.000000000000e+00
    in_cut_workclass____229  clause_225   1.000000000000e+00
    in_cut_workclass____229  clause_228   1.000000000000e+00
    in_cut_workclass____229  clause_233   1.000000000000e+00
    in_cut_workclass____229  clause_237   1.000000000000e+00
    in_cut_workclass____229  clause_240   1.000000000000e+00
    in_cut_workclass____229  clause_241   1.000000000000e+00
    in_cut_workclass____229  clause_242   1.000000000000e+00
    in_cut_workclass____229  clause_246   1.000000000000e+00
    in_cut_workclass____229  clause_248   1.000000000000e+00
    in_cut_workclass____229  clause_250   1.000000000000e+00
    in_cut_workclass____229  clause_251   1.000000000000e+00
    in_cut_workclass____229  clause_256   1.000000000000e+00
    in_cut_workclass____229  clause_257   1.000000000000e+00
    in_cut_workclass____229  clause_262   1.000000000000e+00
    in_cut_workclass____229  clause_263   1.000000000000e+00
    in_cut_workclass____229  clause_267   1.000000000000e+00
    in_cut_workclass____229  clause_268   1.000000000000e+00
    in_cut_workclass____229  clause_270   1.000000000000e+00
    in_cut_workclass____229  clause_274   1.000000000000e+00
    in_cut_workclass____229  clause_276   1.000000000000e+00
    in_cut_workclass____229  clause_283   1.000000000000e+00
    in_cut_workclass____229  clause_284   1.000000000000e+00
    in_cut_workclass____229  clause_289   1.000000000000e+00
    in_cut_workclass____229  clause_293   1.000000000000e+00
    in_cut_workclass____229  clause_294   1.000000000000e+00
    in_cut_workclass____229  clause_295   1.000000000000e+00
    in_cut_workclass____229  clause_296   1.000000000000e+00
    in_cut_workclass____229  clause_298   1.000000000000e+00
    in_cut_workclass____229  clause_299   1.000000000000e+00
    in_cut_workclass____229  clause_302   1.000000000000e+00
    in_cut_workclass____229  clause_304   1.000000000000e+00
    in_cut_workclass____229  clause_305   1.000000000000e+00
    in_cut_workclass____229  clause_306   1.000000000000e+00
    in_cut_workclass____229  clause_314   1.000000000000e+00
    in_cut_workclass____229  clause_320   1.000000000000e+00
    in_cut_workclass____229  clause_321   1.000000000000e+00
    in_cut_workclass____229  clause_324   1.000000000000e+00
    in_cut_workclass____229  clause_326   1.000000000000e+00
    in_cut_workclass____229  clause_339   1.000000000000e+00
    in_cut_workclass____229  clause_341   1.000000000000e+00
    in_cut_workclass____229  clause_342   1.000000000000e+00
    in_cut_workclass____229  clause_344   1.000000000000e+00
    in_cut_workclass____229  clause_345   1.000000000000e+00
    in_cut_workclass____229  clause_347   1.000000000000e+00
    in_cut_workclass____229  clause_349   1.000000000000e+00
    in_cut_workclass____229  clause_355   1.000000000000e+00
    in_cut_workclass____229  clause_357   1.000000000000e+00
    in_cut_workclass____229  clause_361   1.000000000000e+00
    in_cut_workclass____229  clause_362   1.000000000000e+00
    in_cut_workclass____229  clause_364   1.000000000000e+00
    in_cut_workclass____229  clause_365   1.000000000000e+00
    in_cut_workclass____229  clause_366   1.000000000000e+00
    in_cut_workclass____229  clause_370   1.000000000000e+00
    in_cut_workclass____229  clause_371   1.000000000000e+00
    in_cut_workclass____229  clause_372   1.000000000000e+00
    in_cut_workclass____229  clause_373   1.000000000000e+00
    in_cut_workclass____229  clause_374   1.000000000000e+00
    in_cut_workclass____229  clause_375   1.000000000000e+00
    in_cut_workclass____229  clause_376   1.000000000000e+00
    in_cut_workclass____229  clause_377   1.000000000000e+00
    in_cut_workclass____229  clause_378   1.000000000000e+00
    in_cut_workclass____229  clause_379   1.000000000000e+00
    in_cut_workclass____229  clause_381   1.000000000000e+00
    in_cut_workclass____229  clause_382   1.000000000000e+00
    in_cut_workclass____229  clause_383   1.000000000000e+00
    in_cut_workclass____229  clause_386   1.000000000000e+00
    in_cut_workclass____229  clause_390   1.000000000000e+00
    in_cut_workclass____229  clause_395   1.000000000000e+00
    in_cut_workclass____229  clause_396   1.000000000000e+00
    in_cut_workclass____229  clause_398   1.000000000000e+00
    in_cut_workclass____229  clause_399   1.000000000000e+00
    in_cut_workclass____229  clause_400   1.000000000000e+00
    in_cut_workclass____229  clause_402   1.000000000000e+00
    in_cut_workclass____229  clause_405   1.000000000000e+00
    in_cut_workclass____229  clause_406   1.000000000000e+00
    in_cut_workclass____229  clause_408   1.000000000000e+00
    in_cut_workclass____229  clause_409   1.000000000000e+00
    in_cut_workclass____229  clause_413   1.000000000000e+00
    in_cut_workclass____229  clause_414   1.000000000000e+00
    in_cut_workclass____229  clause_415   1.000000000000e+00
    in_cut_workclass____229  clause_416   1.000000000000e+00
    in_cut_workclass____229  clause_417   1.000000000000e+00
    in_cut_workclass____229  clause_419   1.000000000000e+00
    in_cut_workclass____229  clause_420   1.000000000000e+00
    in_cut_workclass____229  clause_421   1.000000000000e+00
    in_cut_workclass____229  clause_422   1.000000000000e+00
    in_cut_workclass____229  clause_423   1.000000000000e+00
    in_cut_workclass____229  clause_425   1.000000000000e+00
    in_cut_workclass____229  clause_426   1.000000000000e+00
    in_cut_workclass____229  clause_427   1.000000000000e+00
    in_cut_workclass____229  clause_428   1.000000000000e+00
    in_cut_workclass____229  clause_429   1.000000000000e+00
    in_cut_workclass____229  clause_431   1.000000000000e+00
    in_cut_workclass____229  clause_435   1.000000000000e+00
    in_cut_workclass____229  clause_436   1.000000000000e+00
    in_cut_workclass____229  clause_438   1.000000000000e+00
    in_cut_workclass____229  clause_439   1.000000000000e+00
    in_cut_workclass____229  clause_440   1.000000000000e+00
    in_cut_workclass____229  clause_441   1.000000000000e+00
    in_cut_workclass____229  clause_443   1.000000000000e+00
    in_cut_workclass____229  clause_444   1.000000000000e+00
    in_cut_workclass____229  clause_445   1.000000000000e+00
    in_cut_workclass____229  clause_446   1.000000000000e+00
    in_cut_workclass____229  clause_447   1.000000000000e+00
    in_cut_workclass____229  clause_448   1.000000000000e+00
    in_cut_workclass____229  clause_450   1.000000000000e+00
    in_cut_workclass____229  clause_451   1.000000000000e+00
    in_cut_workclass____229  clause_452   1.000000000000e+00
    in_cut_workclass____229  clause_453   1.000000000000e+00
    in_cut_workclass____229  clause_454   1.000000000000e+00
    in_cut_workclass____229  clause_455   1.000000000000e+00
    in_cut_workclass____229  clause_458   1.000000000000e+00
    in_cut_workclass____229  clause_463   1.000000000000e+00
    in_cut_workclass____229  clause_464   1.000000000000e+00
    in_cut_workclass____229  clause_466   1.000000000000e+00
    in_cut_workclass____229  clause_467   1.000000000000e+00
    in_cut_workclass____229  clause_468   1.000000000000e+00
    in_cut_workclass____229  clause_470   1.000000000000e+00
    in_cut_workclass____229  clause_474   1.000000000000e+00
    in_cut_workclass____229  clause_479   1.000000000000e+00
    in_cut_workclass____229  clause_480   1.000000000000e+00
    in_cut_workclass____229  clause_481   1.000000000000e+00
    in_cut_workclass____229  clause_482   1.000000000000e+00
    in_cut_workclass____229  clause_483   1.000000000000e+00
    in_cut_workclass____229  clause_486   1.000000000000e+00
    in_cut_workclass____229  clause_488   1.000000000000e+00
    in_cut_workclass____229  clause_489   1.000000000000e+00
    in_cut_workclass____229  clause_491   1.000000000000e+00
    in_cut_workclass____229  clause_493   1.000000000000e+00
    in_cut_workclass____229  clause_494   1.000000000000e+00
    in_cut_workclass____229  clause_496   1.000000000000e+00
    in_cut_workclass____229  clause_497   1.000000000000e+00
    in_cut_workclass____229  clause_498   1.000000000000e+00
    in_cut_workclass____229  clause_499   1.000000000000e+00
    in_cut_workclass____229  clause_500   1.000000000000e+00
    in_cut_workclass____229  clause_501   1.000000000000e+00
    in_cut_workclass____229  clause_502   1.000000000000e+00
    in_cut_workclass____229  clause_503   1.000000000000e+00
    in_cut_workclass____229  clause_504   1.000000000000e+00
    in_cut_workclass____229  clause_506   1.000000000000e+00
    in_cut_workclass____229  clause_507   1.000000000000e+00
    in_cut_workclass____229  clause_508   1.000000000000e+00
    in_cut_workclass____229  clause_509   1.000000000000e+00
    in_cut_workclass____229  clause_510   1.000000000000e+00
    in_cut_workclass____229  clause_511   1.000000000000e+00
    in_cut_workclass____229  clause_512   1.000000000000e+00
    in_cut_workclass____229  clause_513   1.000000000000e+00
    in_cut_workclass____229  clause_514   1.000000000000e+00
    in_cut_workclass____229  clause_515   1.000000000000e+00
    in_cut_workclass____229  clause_517   1.000000000000e+00
    in_cut_workclass____229  clause_519   1.000000000000e+00
    in_cut_workclass____229  clause_522   1.000000000000e+00
    in_cut_workclass____229  clause_523   1.000000000000e+00
    in_cut_workclass____229  clause_528   1.000000000000e+00
    in_cut_workclass____229  clause_529   1.000000000000e+00
    in_cut_workclass____229  clause_534   1.000000000000e+00
    in_cut_workclass____229  clause_539   1.000000000000e+00
    in_cut_workclass____229  clause_540   1.000000000000e+00
    in_cut_workclass____229  clause_541   1.000000000000e+00
    in_cut_workclass____229  clause_542   1.000000000000e+00
    in_cut_workclass____229  clause_545   1.000000000000e+00
    in_cut_workclass____229  clause_546   1.000000000000e+00
    in_cut_workclass____229  clause_547   1.000000000000e+00
    in_cut_workclass____229  clause_553   1.000000000000e+00
    in_cut_workclass____229  clause_555   1.000000000000e+00
    in_cut_workclass____229  clause_556   1.000000000000e+00
    in_cut_workclass____229  clause_557   1.000000000000e+00
    in_cut_workclass____229  clause_558   1.000000000000e+00
    in_cut_workclass____229  clause_559   1.000000000000e+00
    in_cut_workclass____229  clause_560   1.000000000000e+00
    in_cut_workclass____229  clause_561   1.000000000000e+00
    in_cut_workclass____229  clause_563   1.000000000000e+00
    in_cut_workclass____229  clause_564   1.000000000000e+00
    in_cut_workclass____229  clause_566   1.000000000000e+00
    in_cut_workclass____229  clause_567   1.000000000000e+00
    in_cut_workclass____229  clause_568   1.000000000000e+00
    in_cut_workclass____229  clause_569   1.000000000000e+00
    in_cut_workclass____229  clause_571   1.000000000000e+00
    in_cut_workclass____229  clause_572   1.000000000000e+00
    in_cut_workclass____229  clause_574   1.000000000000e+00
    in_cut_workclass____229  clause_575   1.000000000000e+00
    in_cut_workclass____229  clause_580   1.000000000000e+00
    in_cut_workclass____229  clause_581   1.000000000000e+00
    in_cut_workclass____229  clause_584   1.000000000000e+00
    in_cut_workclass____229  clause_585   1.000000000000e+00
    in_cut_workclass____229  clause_586   1.000000000000e+00
    in_cut_workclass____229  clause_587   1.000000000000e+00
    in_cut_workclass____229  clause_588   1.000000000000e+00
    in_cut_workclass____229  clause_590   1.000000000000e+00
    in_cut_workclass____229  clause_592   1.000000000000e+00
    in_cut_workclass____229  clause_595   1.000000000000e+00
    in_cut_workclass____229  clause_596   1.000000000000e+00
    in_cut_workclass____229  clause_597   1.000000000000e+00
    in_cut_workclass____229  clause_599   1.000000000000e+00
    in_cut_workclass____229  clause_600   1.000000000000e+00
    in_cut_workclass____229  clause_602   1.000000000000e+00
    in_cut_workclass____229  clause_603   1.000000000000e+00
    in_cut_workclass____229  clause_605   1.000000000000e+00
    in_cut_workclass____229  clause_606   1.000000000000e+00
    in_cut_workclass____229  clause_608   1.000000000000e+00
    in_cut_workclass____229  clause_609   1.000000000000e+00
    in_cut_workclass____229  clause_610   1.000000000000e+00
    in_cut_workclass____229  clause_612   1.000000000000e+00
    in_cut_workclass____229  clause_613   1.000000000000e+00
    in_cut_workclass____229  clause_614   1.000000000000e+00
    in_cut_workclass____229  clause_615   1.000000000000e+00
    in_cut_workclass____229  clause_616   1.000000000000e+00
    in_cut_workclass____229  clause_620   1.000000000000e+00
    in_cut_workclass____229  clause_621   1.000000000000e+00
    in_cut_workclass____229  clause_625   1.000000000000e+00
    in_cut_workclass____229  clause_627   1.000000000000e+00
    in_cut_workclass____229  clause_636   1.000000000000e+00
    in_cut_workclass____229  clause_637   1.000000000000e+00
    in_cut_workclass____229  clause_641   1.000000000000e+00
    in_cut_workclass____229  clause_644   1.000000000000e+00
    in_cut_workclass____229  clause_648   1.000000000000e+00
    in_cut_workclass____229  clause_651   1.000000000000e+00
    in_cut_workclass____229  clause_652   1.000000000000e+00
    in_cut_workclass____229  clause_654   1.000000000000e+00
    in_cut_workclass____229  clause_655   1.000000000000e+00
    in_cut_workclass____229  clause_656   1.000000000000e+00
    in_cut_workclass____229  clause_660   1.000000000000e+00
    in_cut_workclass____229  clause_661   1.000000000000e+00
    in_cut_workclass____229  clause_668   1.000000000000e+00
    in_cut_workclass____229  clause_670   1.000000000000e+00
    in_cut_workclass____229  clause_676   1.000000000000e+00
    in_cut_workclass____229  clause_683   1.000000000000e+00
    in_cut_workclass____229  clause_684   1.000000000000e+00
    in_cut_workclass____229  clause_686   1.000000000000e+00
    in_cut_workclass____229  clause_689   1.000000000000e+00
    in_cut_workclass____229  clause_691   1.000000000000e+00
    in_cut_workclass____229  clause_694   1.000000000000e+00
    in_cut_workclass____229  clause_698   1.000000000000e+00
    in_cut_workclass____229  clause_699   1.000000000000e+00
    in_cut_workclass____229  clause_702   1.000000000000e+00
    in_cut_workclass____229  clause_703   1.000000000000e+00
    in_cut_workclass____229  clause_708   1.000000000000e+00
    in_cut_workclass____229  clause_716   1.000000000000e+00
    in_cut_workclass____229  clause_718   1.000000000000e+00
    in_cut_workclass____229  clause_719   1.000000000000e+00
    in_cut_workclass____229  clause_723   1.000000000000e+00
    in_cut_workclass____229  clause_724   1.000000000000e+00
    in_cut_workclass____229  clause_725   1.000000000000e+00
    in_cut_workclass____229  clause_729   1.000000000000e+00
    in_cut_workclass____229  clause_735   1.000000000000e+00
    in_cut_workclass____229  clause_741   1.000000000000e+00
    in_cut_workclass____229  clause_742   1.000000000000e+00
    in_cut_workclass____229  clause_745   1.000000000000e+00
    in_cut_workclass____229  clause_747   1.000000000000e+00
    in_cut_workclass____229  clause_751   1.000000000000e+00
    in_cut_workclass____229  clause_756   1.000000000000e+00
    in_cut_workclass____229  clause_757   1.000000000000e+00
    in_cut_workclass____229  clause_758   1.000000000000e+00
    in_cut_workclass____229  clause_760   1.000000000000e+00
    in_cut_workclass____229  clause_761   1.000000000000e+00
    in_cut_workclass____229  clause_762   1.000000000000e+00
    in_cut_workclass____229  clause_763   1.000000000000e+00
    in_cut_workclass____229  clause_765   1.000000000000e+00
    in_cut_workclass____229  clause_766   1.000000000000e+00
    in_cut_workclass____229  clause_768   1.000000000000e+00
    in_cut_workclass____229  clause_776   1.000000000000e+00
    in_cut_workclass____229  clause_777   1.000000000000e+00
    in_cut_workclass____229  clause_778   1.000000000000e+00
    in_cut_workclass____229  clause_780   1.000000000000e+00
    in_cut_workclass____229  clause_782   1.000000000000e+00
    in_cut_workclass____229  clause_784   1.000000000000e+00
    in_cut_workclass____229  clause_785   1.000000000000e+00
    in_cut_workclass____229  clause_787   1.000000000000e+00
    in_cut_workclass____229  clause_789   1.000000000000e+00
    in_cut_workclass____229  clause_794   1.000000000000e+00
    in_cut_workclass____229  clause_798   1.000000000000e+00
    in_cut_workclass____229  clause_799   1.000000000000e+00
    in_cut_workclass____229  clause_801   1.000000000000e+00
    in_cut_workclass____229  clause_803   1.000000000000e+00
    in_cut_workclass____229  clause_805   1.000000000000e+00
    in_cut_workclass____229  clause_807   1.000000000000e+00
    in_cut_workclass____229  clause_808   1.000000000000e+00
    in_cut_workclass____229  clause_811   1.000000000000e+00
    in_cut_workclass____229  clause_812   1.000000000000e+00
    in_cut_workclass____229  clause_814   1.000000000000e+00
    in_cut_workclass____229  clause_816   1.000000000000e+00
    in_cut_workclass____229  clause_818   1.000000000000e+00
    in_cut_workclass____229  OBJ        1.086917832000e+10
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
    RHS       one_35     1.000000000000e+00
    RHS       one_36     1.000000000000e+00
    RHS       one_37     1.000000000000e+00
    RHS       one_38     1.000000000000e+00
    RHS       one_39     1.000000000000e+00
    RHS       one_40     1.000000000000e+00
    RHS       one_41     1.000000000000e+00
    RHS       one_42     1.000000000000e+00
    RHS       one_43     1.000000000000e+00
    RHS       one_44     1.000000000000e+00
    RHS       one_45     1.000000000000e+00
    RHS       one_46     1.000000000000e+00
    RHS       one_47     1.000000000000e+00
    RHS       one_48     1.000000000000e+00
    RHS       one_49     1.000000000000e+00
    RHS       one_50     1.000000000000e+00
    RHS       one_51     1.000000000000e+00
    RHS       one_52     1.000000000000e+00
    RHS       one_53     1.000000000000e+00
    RHS       one_54     1.000000000000e+00
    RHS       one_55     1.000000000000e+00
    RHS       one_56     1.000000000000e+00
    RHS       one_57     1.000000000000e+00
    RHS       one_58     1.000000000000e+00
    RHS       one_59     1.000000000000e+00
    RHS       one_60     1.000000000000e+00
    RHS       one_61     1.000000000000e+00
    RHS       one_62     1.000000000000e+00
    RHS       one_63     1.000000000000e+00
    RHS       one_64     1.000000000000e+00
    RHS       one_65     1.000000000000e+00
    RHS       one_66     1.000000000000e+00
    RHS       one_67     1.000000000000e+00
    RHS       one_68     1.000000000000e+00
    RHS       one_69     1.000000000000e+00
    RHS       one_70     1.000000000000e+00
    RHS       one_71     1.000000000000e+00
    RHS       one_72     1.000000000000e+00
    RHS       one_73     1.000000000000e+00
    RHS       one_74     1.000000000000e+00
    RHS       one_75     1.000000000000e+00
    RHS       one_76     1.000000000000e+00
    RHS       one_77     1.000000000000e+00
    RHS       one_78     1.000000000000e+00
    RHS       one_79     1.000000000000e+00
    RHS       one_80     1.000000000000e+00
    RHS       one_81     1.000000000000e+00
    RHS       one_82     1.000000000000e+00
    RHS       one_83     1.000000000000e+00
    RHS       one_84     1.000000000000e+00
    RHS       one_85     1.000000000000e+00
    RHS       one_86     1.000000000000e+00
    RHS       one_87     1.000000000000e+00
    RHS       one_88     1.000000000000e+00
    RHS       one_89     1.000000000000e+00
    RHS       one_90     1.000000000000e+00
    RHS       one_91     1.000000000000e+00
    RHS       one_92     1.000000000000e+00
    RHS       one_93     1.000000000000e+00
    RHS       one_94     1.000000000000e+00
    RHS       one_95     1.000000000000e+00
    RHS       one_96     1.000000000000e+00
    RHS       one_97     1.000000000000e+00
    RHS       one_98     1.000000000000e+00
    RHS       one_99     1.000000000000e+00
    RHS       one_100    1.000000000000e+00
    RHS       one_101    1.000000000000e+00
    RHS       one_102    1.000000000000e+00
    RHS       one_103    1.000000000000e+00
    RHS       one_104    1.000000000000e+00
    RHS       one_105    1.000000000000e+00
    RHS       one_106    1.000000000000e+00
    RHS       one_107    1.000000000000e+00
    RHS       one_108    1.000000000000e+00
    RHS       one_109    1.000000000000e+00
    RHS       one_110    1.000000000000e+00
    RHS       one_111    1.000000000000e+00
    RHS       one_112    1.000000000000e+00
    RHS       one_113    1.000000000000e+00
    RHS       one_114    1.000000000000e+00
    RHS       one_115    1.000000000000e+00
    RHS       one_116    1.000000000000e+00
    RHS       one_117    1.000000000000e+00
    RHS       one_118    1.000000000000e+00
    RHS       one_119    1.000000000000e+00
    RHS       one_120    1.000000000000e+00
    RHS       one_121    1.000000000000e+00
    RHS       one_122    1.000000000000e+00
    RHS       one_123    1.000000000000e+00
    RHS       one_124    1.000000000000e+00
    RHS       one_125    1.000000000000e+00
    RHS       one_126    1.000000000000e+00
    RHS       one_127    1.000000000000e+00
    RHS       one_128    1.000000000000e+00
    RHS       one_129    1.000000000000e+00
    RHS       one_130    1.000000000000e+00
    RHS       one_131    1.000000000000e+00
    RHS       one_132    1.000000000000e+00
    RHS       one_133    1.000000000000e+00
    RHS       one_134    1.000000000000e+00
    RHS       one_135    1.000000000000e+00
    RHS       one_136    1.000000000000e+00
    RHS       one_137    1.000000000000e+00
    RHS       one_138    1.000000000000e+00
    RHS       one_139    1.000000000000e+00
    RHS       one_140    1.000000000000e+00
    RHS       one_141    1.000000000000e+00
    RHS       one_142    1.000000000000e+00
    RHS       one_143    1.000000000000e+00
    RHS       one_144    1.000000000000e+00
    RHS       one_145    1.000000000000e+00
    RHS       one_146    1.000000000000e+00
    RHS       one_147    1.000000000000e+00
    RHS       one_148    1.000000000000e+00
    RHS       one_149    1.000000000000e+00
    RHS       one_150    1.000000000000e+00
    RHS       one_151    1.000000000000e+00
    RHS       one_152    1.000000000000e+00
    RHS       one_153    1.000000000000e+00
    RHS       one_154    1.000000000000e+00
    RHS       one_155    1.000000000000e+00
    RHS       one_156    1.000000000000e+00
    RHS       one_157    1.000000000000e+00
    RHS       one_158    1.000000000000e+00
    RHS       one_159    1.000000000000e+00
    RHS       one_160    1.000000000000e+00
    RHS       one_161    1.000000000000e+00
    RHS       one_162    1.000000000000e+00
    RHS       one_163    1.000000000000e+00
    RHS       one_164    1.000000000000e+00
    RHS       one_165    1.000000000000e+00
    RHS       one_166    1.000000000000e+00
    RHS       one_167    1.000000000000e+00
    RHS       one_168    1.000000000000e+00
    RHS       one_169    1.000000000000e+00
    RHS       one_170    1.000000000000e+00
    RHS       one_171    1.000000000000e+00
    RHS       one_172    1.000000000000e+00
    RHS       one_173    1.000000000000e+00
    RHS       one_174    1.000000000000e+00
    RHS       one_175    1.000000000000e+00
    RHS       one_176    1.000000000000e+00
    RHS       one_177    1.000000000000e+00
    RHS       one_178    1.000000000000e+00
    RHS       one_179    1.000000000000e+00
    RHS       one_180    1.000000000000e+00
    RHS       one_181    1.000000000000e+00
    RHS       one_182    1.000000000000e+00
    RHS       one_183    1.000000000000e+00
    RHS       one_184    1.000000000000e+00
    RHS       one_185    1.000000000000e+00
    RHS       one_186    1.000000000000e+00
    RHS       one_187    1.000000000000e+00
    RHS       one_188    1.000000000000e+00
    RHS       one_189    1.000000000000e+00
    RHS       one_190    1.000000000000e+00
    RHS       one_191    1.000000000000e+00
    RHS       one_192    1.000000000000e+00
    RHS       clause_193   1.000000000000e+00
    RHS       clause_194   1.000000000000e+00
    RHS       clause_195   1.000000000000e+00
    RHS       clause_196   1.000000000000e+00
    RHS       clause_197   1.000000000000e+00
    RHS       clause_198   1.000000000000e+00
    RHS       clause_199   1.000000000000e+00
    RHS       clause_200   1.000000000000e+00
    RHS       clause_201   1.000000000000e+00
    RHS       clause_202   1.000000000000e+00
    RHS       clause_203   1.000000000000e+00
    RHS       clause_204   1.000000000000e+00
    RHS       clause_205   1.000000000000e+00
    RHS       clause_206   1.000000000000e+00
    RHS       clause_207   1.000000000000e+00
    RHS       clause_208   1.000000000000e+00
    RHS       clause_209   1.000000000000e+00
    RHS       clause_210   1.000000000000e+00
    RHS       clause_211   1.000000000000e+00
    RHS       clause_212   1.000000000000e+00
    RHS       clause_213   1.000000000000e+00
    RHS       clause_214   1.000000000000e+00
    RHS       clause_215   1.000000000000e+00
    RHS       clause_216   1.000000000000e+00
    RHS       clause_217   1.000000000000e+00
    RHS       clause_218   1.000000000000e+00
    RHS       clause_219   1.000000000000e+00
    RHS       clause_220   1.000000000000e+00
    RHS       clause_221   1.000000000000e+00
    RHS       clause_222   1.000000000000e+00
    RHS       clause_223   1.000000000000e+00
    RHS       clause_224   1.000000000000e+00
    RHS       clause_225   1.000000000000e+00
    RHS       clause_226   1.000000000000e+00
    RHS       clause_227   1.000000000000e+00
    RHS       clause_228   1.000000000000e+00
    RHS       clause_229   1.000000000000e+00
    RHS       clause_230   1.000000000000e+00
    RHS       clause_231   1.000000000000e+00
    RHS       clause_232   1.000000000000e+00
    RHS       clause_233   1.000000000000e+00
    RHS       clause_234   1.000000000000e+00
    RHS       clause_235   1.000000000000e+00
    RHS       clause_236   1.000000000000e+00
    RHS       clause_237   1.000000000000e+00
    RHS       clause_238   1.000000000000e+00
    RHS       clause_239   1.000000000000e+00
    RHS       clause_240   1.000000000000e+00
    RHS       clause_241   1.000000000000e+00
    RHS       clause_242   1.000000000000e+00
    RHS       clause_243   1.000000000000e+00
    RHS       clause_244   1.000000000000e+00
    RHS       clause_245   1.000000000000e+00
    RHS       clause_246   1.000000000000e+00
    RHS       clause_247   1.000000000000e+00
    RHS       clause_248   1.000000000000e+00
    RHS       clause_249   1.000000000000e+00
    RHS       clause_250   1.000000000000e+00
    RHS       clause_251   1.000000000000e+00
    RHS       clause_252   1.000000000000e+00
    RHS       clause_253   1.000000000000e+00
    RHS       clause_254   1.000000000000e+00
    RHS       clause_255   1.000000000000e+00
    RHS       clause_256   1.000000000000e+00
    RHS       clause_257   1.000000000000e+00
    RHS       clause_258   1.000000000000e+00
    RHS       clause_259   1.000000000000e+00
    RHS       clause_260   1.000000000000e+00
    RHS       clause_261   1.000000000000e+00
    RHS       clause_262   1.000000000000e+00
    RHS       clause_263   1.000000000000e+00
    RHS       clause_264   1.000000000000e+00
    RHS       clause_265   1.000000000000e+00
    RHS       clause_266   1.000000000000e+00
    RHS       clause_267   1.000000000000e+00
    RHS       clause_268   1.000000000000e+00
    RHS       clause_269   1.000000000000e+00
    RHS       clause_270   1.000000000000e+00
    RHS       clause_271   1.000000000000e+00
    RHS       clause_272   1.000000000000e+00
    RHS       clause_273   1.000000000000e+00
    RHS       clause_274   1.000000000000e+00
    RHS       clause_275   1.000000000000e+00
    RHS       clause_276   1.000000000000e+00
    RHS       clause_277   1.000000000000e+00
    RHS       clause_278   1.000000000000e+00
    RHS       clause_279   1.000000000000e+00
    RHS       clause_280   1.000000000000e+00
    RHS       clause_281   1.000000000000e+00
    RHS       clause_282   1.000000000000e+00
    RHS       clause_283   1.000000000000e+00
    RHS       clause_284   1.000000000000e+00
    RHS       clause_285   1.000000000000e+00
    RHS       clause_286   1.000000000000e+00
    RHS       clause_287   1.000000000000e+00
    RHS       clause_288   1.000000000000e+00
    RHS       clause_289   1.000000000000e+00
    RHS       clause_290   1.000000000000e+00
    RHS       clause_291   1.000000000000e+00
    RHS       clause_292   1.000000000000e+00
    RHS       clause_293   1.000000000000e+00
    RHS       clause_294   1.000000000000e+00
    RHS       clause_295   1.000000000000e+00
    RHS       clause_296   1.000000000000e+00
    RHS       clause_297   1.000000000000e+00
    RHS       clause_298   1.000000000000e+00
    RHS       clause_299   1.000000000000e+00
    RHS       clause_300   1.000000000000e+00
    RHS       clause_301   1.000000000000e+00
    RHS       clause_302   1.000000000000e+00
    RHS       clause_303   1.000000000000e+00
    RHS       clause_304   1.000000000000e+00
    RHS       clause_305   1.000000000000e+00
    RHS       clause_306   1.000000000000e+00
    RHS       clause_307   1.000000000000e+00
    RHS       clause_308   1.000000000000e+00
    RHS       clause_309   1.000000000000e+00
    RHS       clause_310   1.000000000000e+00
    RHS       clause_311   1.000000000000e+00
    RHS       clause_312   1.000000000000e+00
    RHS       clause_313   1.000000000000e+00
    RHS       clause_314   1.000000000000e+00
    RHS       clause_315   1.000000000000e+00
    RHS       clause_316   1.000000000000e+00
    RHS       clause_317   1.000000000000e+00
    RHS       clause_318   1.000000000000e+00
    RHS       clause_319   1.000000000000e+00
    RHS       clause_320   1.000000000000e+00
    RHS       clause_321   1.000000000000e+00
    RHS       clause_322   1.000000000000e+00
    RHS       clause_323   1.000000000000e+00
    RHS       clause_324   1.000000000000e+00
    RHS       clause_325   1.000000000000e+00
    RHS       clause_326   1.000000000000e+00
    RHS       clause_327   1.000000000000e+00
    RHS       clause_328   1.000000000000e+00
    RHS       clause_329   1.000000000000e+00
    RHS       clause_330   1.000000000000e+00
    RHS       clause_331   1.000000000000e+00
    RHS       clause_332   1.000000000000e+00
    RHS       clause_333   1.000000000000e+00
    RHS       clause_334   1.000000000000e+00
    RHS       clause_335   1.000000000000e+00
    RHS       clause_336   1.000000000000e+00
    RHS       clause_337   1.000000000000e+00
    RHS       clause_338   1.000000000000e+00
    RHS       clause_339   1.000000000000e+00
    RHS       clause_340   1.000000000000e+00
    RHS       clause_341   1.000000000000e+00
    RHS       clause_342   1.000000000000e+00
    RHS       clause_343   1.000000000000e+00
    RHS       clause_344   1.000000000000e+00
    RHS       clause_345   1.000000000000e+00
    RHS       clause_346   1.000000000000e+00
    RHS       clause_347   1.000000000000e+00
    RHS       clause_348   1.000000000000e+00
    RHS       clause_349   1.000000000000e+00
    RHS       clause_350   1.000000000000e+00
    RHS       clause_351   1.000000000000e+00
    RHS       clause_352   1.000000000000e+00
    RHS       clause_353   1.000000000000e+00
    RHS       clause_354   1.000000000000e+00
    RHS       clause_355   1.000000000000e+00
    RHS       clause_356   1.000000000000e+00
    RHS       clause_357   1.000000000000e+00
    RHS       clause_358   1.000000000000e+00
    RHS       clause_359   1.000000000000e+00
    RHS       clause_360   1.000000000000e+00
    RHS       clause_361   1.000000000000e+00
    RHS       clause_362   1.000000000000e+00
    RHS       clause_363   1.000000000000e+00
    RHS       clause_364   1.000000000000e+00
    RHS       clause_365   1.000000000000e+00
    RHS       clause_366   1.000000000000e+00
    RHS       clause_367   1.000000000000e+00
    RHS       clause_368   1.000000000000e+00
    RHS       clause_369   1.000000000000e+00
    RHS       clause_370   1.000000000000e+00
    RHS       clause_371   1.000000000000e+00
    RHS       clause_372   1.000000000000e+00
    RHS       clause_373   1.000000000000e+00
    RHS       clause_374   1.000000000000e+00
    RHS       clause_375   1.000000000000e+00
    RHS       clause_376   1.000000000000e+00
    RHS       clause_377   1.000000000000e+00
    RHS       clause_378   1.000000000000e+00
    RHS       clause_379   1.000000000000e+00
    RHS       clause_380   1.000000000000e+00
    RHS       clause_381   1.000000000000e+00
    RHS       clause_382   1.000000000000e+00
    RHS       clause_383   1.000000000000e+00
    RHS       clause_384   1.000000000000e+00
    RHS       clause_385   1.000000000000e+00
    RHS       clause_386   1.000000000000e+00
    RHS       clause_387   1.000000000000e+00
    RHS       clause_388   1.000000000000e+00
    RHS       clause_389   1.000000000000e+00
    RHS       clause_390   1.000000000000e+00
    RHS       clause_391   1.000000000000e+00
    RHS       clause_392   1.000000000000e+00
    RHS       clause_393   1.000000000000e+00
    RHS       clause_394   1.000000000000e+00
    RHS       clause_395   1.000000000000e+00
    RHS       clause_396   1.000000000000e+00
    RHS       clause_397   1.000000000000e+00
    RHS       clause_398   1.000000000000e+00
    RHS       clause_399   1.000000000000e+00
    RHS       clause_400   1.000000000000e+00
    RHS       clause_401   1.000000000000e+00
    RHS       clause_402   1.000000000000e+00
    RHS       clause_403   1.000000000000e+00
    RHS       clause_404   1.000000000000e+00
    RHS       clause_405   1.000000000000e+00
    RHS       clause_406   1.000000000000e+00
    RHS       clause_407   1.000000000000e+00
    RHS       clause_408   1.000000000000e+00
    RHS       clause_409   1.000000000000e+00
    RHS       clause_410   1.000000000000e+00
    RHS       clause_411   1.000000000000e+00
    RHS       clause_412   1.000000000000e+00
    RHS       clause_413   1.000000000000e+00
    RHS       clause_414   1.000000000000e+00
    RHS       clause_415   1.000000000000e+00
    RHS       clause_416   1.000000000000e+00
    RHS       clause_417   1.000000000000e+00
    RHS       clause_418   1.000000000000e+00
    RHS       clause_419   1.000000000000e+00
    RHS       clause_420   1.000000000000e+00
    RHS       clause_421   1.000000000000e+00
    RHS       clause_422   1.000000000000e+00
    RHS       clause_423   1.000000000000e+00
    RHS       clause_424   1.000000000000e+00
    RHS       clause_425   1.000000000000e+00
    RHS       clause_426   1.000000000000e+00
    RHS       clause_427   1.000000000000e+00
    RHS       clause_428   1.000000000000e+00
    RHS       clause_429   1.000000000000e+00
    RHS       clause_430   1.000000000000e+00
    RHS       clause_431   1.000000000000e+00
    RHS       clause_432   1.000000000000e+00
    RHS       clause_433   1.000000000000e+00
    RHS       clause_434   1.000000000000e+00
    RHS       clause_435   1.000000000000e+00
    RHS       clause_436   1.000000000000e+00
    RHS       clause_437   1.000000000000e+00
    RHS       clause_438   1.000000000000e+00
    RHS       clause_439   1.000000000000e+00
    RHS       clause_440   1.000000000000e+00
    RHS       clause_441   1.000000000000e+00
    RHS       clause_442   1.000000000000e+00
    RHS       clause_443   1.000000000000e+00
    RHS       clause_444   1.000000000000e+00
    RHS       clause_445   1.000000000000e+00
    RHS       clause_446   1.000000000000e+00
    RHS       clause_447   1.000000000000e+00
    RHS       clause_448   1.000000000000e+00
    RHS       clause_449   1.000000000000e+00
    RHS       clause_450   1.000000000000e+00
    RHS       clause_451   1.000000000000e+00
    RHS       clause_452   1.000000000000e+00
    RHS       clause_453   1.000000000000e+00
    RHS       clause_454   1.000000000000e+00
    RHS       clause_455   1.000000000000e+00
    RHS       clause_456   1.000000000000e+00
    RHS       clause_457   1.000000000000e+00
    RHS       clause_458   1.000000000000e+00
    RHS       clause_459   1.000000000000e+00
    RHS       clause_460   1.000000000000e+00
    RHS       clause_461   1.000000000000e+00
    RHS       clause_462   1.000000000000e+00
    RHS       clause_463   1.000000000000e+00
    RHS       clause_464   1.000000000000e+00
    RHS       clause_465   1.000000000000e+00
    RHS       clause_466   1.000000000000e+00
    RHS       clause_467   1.000000000000e+00
    RHS       clause_468   1.000000000000e+00
    RHS       clause_469   1.000000000000e+00
    RHS       clause_470   1.000000000000e+00
    RHS       clause_471   1.000000000000e+00
    RHS       clause_472   1.000000000000e+00
    RHS       clause_473   1.000000000000e+00
    RHS       clause_474   1.000000000000e+00
    RHS       clause_475   1.000000000000e+00
    RHS       clause_476   1.000000000000e+00
    RHS       clause_477   1.000000000000e+00
    RHS       clause_478   1.000000000000e+00
    RHS       clause_479   1.000000000000e+00
    RHS       clause_480   1.000000000000e+00
    RHS       clause_481   1.000000000000e+00
    RHS       clause_482   1.000000000000e+00
    RHS       clause_483   1.000000000000e+00
    RHS       clause_484   1.000000000000e+00
    RHS       clause_485   1.000000000000e+00
    RHS       clause_486   1.000000000000e+00
    RHS       clause_487   1.000000000000e+00
    RHS       clause_488   1.000000000000e+00
    RHS       clause_489   1.000000000000e+00
    RHS       clause_490   1.000000000000e+00
    RHS       clause_491   1.000000000000e+00
    RHS       clause_492   1.000000000000e+00
    RHS       clause_493   1.000000000000e+00
    RHS       clause_494   1.000000000000e+00
    RHS       clause_495   1.000000000000e+00
    RHS       clause_496   1.000000000000e+00
    RHS       clause_497   1.000000000000e+00
    RHS       clause_498   1.000000000000e+00
    RHS       clause_499   1.000000000000e+00
    RHS       clause_500   1.000000000000e+00
    RHS       clause_501   1.000000000000e+00
    RHS       clause_502   1.000000000000e+00
    RHS       clause_503   1.000000000000e+00
    RHS       clause_504   1.000000000000e+00
    RHS       clause_505   1.000000000000e+00
    RHS       clause_506   1.000000000000e+00
    RHS       clause_507   1.000000000000e+00
    RHS       clause_508   1.000000000000e+00
    RHS       clause_509   1.000000000000e+00
    RHS       clause_510   1.000000000000e+00
    RHS       clause_511   1.000000000000e+00
    RHS       clause_512   1.000000000000e+00
    RHS       clause_513   1.000000000000e+00
    RHS       clause_514   1.000000000000e+00
    RHS       clause_515   1.000000000000e+00
    RHS       clause_516   1.000000000000e+00
    RHS       clause_517   1.000000000000e+00
    RHS       clause_518   1.000000000000e+00
    RHS       clause_519   1.000000000000e+00
    RHS       clause_520   1.000000000000e+00
    RHS       clause_521   1.000000000000e+00
    RHS       clause_522   1.000000000000e+00
    RHS       clause_523   1.000000000000e+00
    RHS       clause_524   1.000000000000e+00
    RHS       clause_525   1.000000000000e+00
    RHS       clause_526   1.000000000000e+00
    RHS       clause_527   1.000000000000e+00
    RHS       clause_528   1.000000000000e+00
    RHS       clause_529   1.000000000000e+00
    RHS       clause_530   1.000000000000e+00
    RHS       clause_531   1.000000000000e+00
    RHS       clause_532   1.000000000000e+00
    RHS       clause_533   1.000000000000e+00
    RHS       clause_534   1.000000000000e+00
    RHS       clause_535   1.000000000000e+00
    RHS       clause_536   1.000000000000e+00
    RHS       clause_537   1.000000000000e+00
    RHS       clause_538   1.000000000000e+00
    RHS       clause_539   1.000000000000e+00
    RHS       clause_540   1.000000000000e+00
    RHS       clause_541   1.000000000000e+00
    RHS       clause_542   1.000000000000e+00
    RHS       clause_543   1.000000000000e+00
    RHS       clause_544   1.000000000000e+00
    RHS       clause_545   1.000000000000e+00
    RHS       clause_546   1.000000000000e+00
    RHS       clause_547   1.000000000000e+00
    RHS       clause_548   1.000000000000e+00
    RHS       clause_549   1.000000000000e+00
    RHS       clause_550   1.000000000000e+00
    RHS       clause_551   1.000000000000e+00
    RHS       clause_552   1.000000000000e+00
    RHS       clause_553   1.000000000000e+00
    RHS       clause_554   1.000000000000e+00
    RHS       clause_555   1.000000000000e+00
    RHS       clause_556   1.000000000000e+00
    RHS       clause_557   1.000000000000e+00
    RHS       clause_558   1.000000000000e+00
    RHS       clause_559   1.000000000000e+00
    RHS       clause_560   1.000000000000e+00
    RHS       clause_561   1.000000000000e+00
    RHS       clause_562   1.000000000000e+00
    RHS       clause_563   1.000000000000e+00
    RHS       clause_564   1.000000000000e+00
    RHS       clause_565   1.000000000000e+00
    RHS       clause_566   1.000000000000e+00
    RHS       clause_567   1.000000000000e+00
    RHS       clause_568   1.000000000000e+00
    RHS       clause_569   1.000000000000e+00
    RHS       clause_570   1.000000000000e+00
    RHS       clause_571   1.000000000000e+00
    RHS       clause_572   1.000000000000e+00
    RHS       clause_573   1.000000000000e+00
    RHS       clause_574   1.000000000000e+00
    RHS       clause_575   1.000000000000e+00
    RHS       clause_576   1.000000000000e+00
    RHS       clause_577   1.000000000000e+00
    RHS       clause_578   1.000000000000e+00
    RHS       clause_579   1.000000000000e+00
    RHS       clause_580   1.000000000000e+00
    RHS       clause_581   1.000000000000e+00
    RHS       clause_582   1.000000000000e+00
    RHS       clause_583   1.000000000000e+00
    RHS       clause_584   1.000000000000e+00
    RHS       clause_585   1.000000000000e+00
    RHS       clause_586   1.000000000000e+00
    RHS       clause_587   1.000000000000e+00
    RHS       clause_588   1.000000000000e+00
    RHS       clause_589   1.000000000000e+00
    RHS       clause_590   1.000000000000e+00
    RHS       clause_591   1.000000000000e+00
    RHS       clause_592   1.000000000000e+00
    RHS       clause_593   1.000000000000e+00
    RHS       clause_594   1.000000000000e+00
    RHS       clause_595   1.000000000000e+00
    RHS       clause_596   1.000000000000e+00
    RHS       clause_597   1.000000000000e+00
    RHS       clause_598   1.000000000000e+00
    RHS       clause_599   1.000000000000e+00
    RHS       clause_600   1.000000000000e+00
    RHS       clause_601   1.000000000000e+00
    RHS       clause_602   1.000000000000e+00
    RHS       clause_603   1.000000000000e+00
    RHS       clause_604   1.000000000000e+00
    RHS       clause_605   1.000000000000e+00
    RHS       clause_606   1.000000000000e+00
    RHS       clause_607   1.000000000000e+00
    RHS       clause_608   1.000000000000e+00
    RHS       clause_609   1.000000000000e+00
    RHS       clause_610   1.000000000000e+00
    RHS       clause_611   1.000000000000e+00
    RHS       clause_612   1.000000000000e+00
    RHS       clause_613   1.000000000000e+00
    RHS       clause_614   1.000000000000e+00
    RHS       clause_615   1.000000000000e+00
    RHS       clause_616   1.000000000000e+00
    RHS       clause_617   1.000000000000e+00
    RHS       clause_618   1.000000000000e+00
    RHS       clause_619   1.000000000000e+00
    RHS       clause_620   1.000000000000e+00
    RHS       clause_621   1.000000000000e+00
    RHS       clause_622   1.000000000000e+00
    RHS       clause_623   1.000000000000e+00
    RHS       clause_624   1.000000000000e+00
    RHS       clause_625   1.000000000000e+00
    RHS       clause_626   1.000000000000e+00
    RHS       clause_627   1.000000000000e+00
    RHS       clause_628   1.000000000000e+00
    RHS       clause_629   1.000000000000e+00
    RHS       clause_630   1.000000000000e+00
    RHS       clause_631   1.000000000000e+00
    RHS       clause_632   1.000000000000e+00
    RHS       clause_633   1.000000000000e+00
    RHS       clause_634   1.000000000000e+00
    RHS       clause_635   1.000000000000e+00
    RHS       clause_636   1.000000000000e+00
    RHS       clause_637   1.000000000000e+00
    RHS       clause_638   1.000000000000e+00
    RHS       clause_639   1.000000000000e+00
    RHS       clause_640   1.000000000000e+00
    RHS       clause_641   1.000000000000e+00
    RHS       clause_642   1.000000000000e+00
    RHS       clause_643   1.000000000000e+00
    RHS       clause_644   1.000000000000e+00
    RHS       clause_645   1.000000000000e+00
    RHS       clause_646   1.000000000000e+00
    RHS       clause_647   1.000000000000e+00
    RHS       clause_648   1.000000000000e+00
    RHS       clause_649   1.000000000000e+00
    RHS       clause_650   1.000000000000e+00
    RHS       clause_651   1.000000000000e+00
    RHS       clause_652   1.000000000000e+00
    RHS       clause_653   1.000000000000e+00
    RHS       clause_654   1.000000000000e+00
    RHS       clause_655   1.000000000000e+00
    RHS       clause_656   1.000000000000e+00
    RHS       clause_657   1.000000000000e+00
    RHS       clause_658   1.000000000000e+00
    RHS       clause_659   1.000000000000e+00
    RHS       clause_660   1.000000000000e+00
    RHS       clause_661   1.000000000000e+00
    RHS       clause_662   1.000000000000e+00
    RHS       clause_663   1.000000000000e+00
    RHS       clause_664   1.000000000000e+00
    RHS       clause_665   1.000000000000e+00
    RHS       clause_666   1.000000000000e+00
    RHS       clause_667   1.000000000000e+00
    RHS       clause_668   1.000000000000e+00
    RHS       clause_669   1.000000000000e+00
    RHS       clause_670   1.000000000000e+00
    RHS       clause_671   1.000000000000e+00
    RHS       clause_672   1.000000000000e+00
    RHS       clause_673   1.000000000000e+00
    RHS       clause_674   1.000000000000e+00
    RHS       clause_675   1.000000000000e+00
    RHS       clause_676   1.000000000000e+00
    RHS       clause_677   1.000000000000e+00
    RHS       clause_678   1.000000000000e+00
    RHS       clause_679   1.000000000000e+00
    RHS       clause_680   1.000000000000e+00
    RHS       clause_681   1.000000000000e+00
    RHS       clause_682   1.000000000000e+00
    RHS       clause_683   1.000000000000e+00
    RHS       clause_684   1.000000000000e+00
    RHS       clause_685   1.000000000000e+00
    RHS       clause_686   1.000000000000e+00
    RHS       clause_687   1.000000000000e+00
    RHS       clause_688   1.000000000000e+00
    RHS       clause_689   1.000000000000e+00
    RHS       clause_690   1.000000000000e+00
    RHS       clause_691   1.000000000000e+00
    RHS       clause_692   1.000000000000e+00
    RHS       clause_693   1.000000000000e+00
    RHS       clause_694   1.000000000000e+00
    RHS       clause_695   1.000000000000e+00
    RHS       clause_696   1.000000000000e+00
    RHS       clause_697   1.000000000000e+00
    RHS       clause_698   1.000000000000e+00
    RHS       clause_699   1.000000000000e+00
    RHS       clause_700   1.000000000000e+00
    RHS       clause_701   1.000000000000e+00
    RHS       clause_702   1.000000000000e+00
    RHS       clause_703   1.000000000000e+00
    RHS       clause_704   1.000000000000e+00
    RHS       clause_705   1.000000000000e+00
    RHS       clause_706   1.000000000000e+00
    RHS       clause_707   1.000000000000e+00
    RHS       clause_708   1.000000000000e+00
    RHS       clause_709   1.000000000000e+00
    RHS       clause_710   1.000000000000e+00
    RHS       clause_711   1.000000000000e+00
    RHS       clause_712   1.000000000000e+00
    RHS       clause_713   1.000000000000e+00
    RHS       clause_714   1.000000000000e+00
    RHS       clause_715   1.000000000000e+00
    RHS       clause_716   1.000000000000e+00
    RHS       clause_717   1.000000000000e+00
    RHS       clause_718   1.000000000000e+00
    RHS       clause_719   1.000000000000e+00
    RHS       clause_720   1.000000000000e+00
    RHS       clause_721   1.000000000000e+00
    RHS       clause_722   1.000000000000e+00
    RHS       clause_723   1.000000000000e+00
    RHS       clause_724   1.000000000000e+00
    RHS       clause_725   1.000000000000e+00
    RHS       clause_726   1.000000000000e+00
    RHS       clause_727   1.000000000000e+00
    RHS       clause_728   1.000000000000e+00
    RHS       clause_729   1.000000000000e+00
    RHS       clause_730   1.000000000000e+00
    RHS       clause_731   1.000000000000e+00
    RHS       clause_732   1.000000000000e+00
    RHS       clause_733   1.000000000000e+00
    RHS       clause_734   1.000000000000e+00
    RHS       clause_735   1.000000000000e+00
    RHS       clause_736   1.000000000000e+00
    RHS       clause_737   1.000000000000e+00
    RHS       clause_738   1.000000000000e+00
    RHS       clause_739   1.000000000000e+00
    RHS       clause_740   1.000000000000e+00
    RHS       clause_741   1.000000000000e+00
    RHS       clause_742   1.000000000000e+00
    RHS       clause_743   1.000000000000e+00
    RHS       clause_744   1.000000000000e+00
    RHS       clause_745   1.000000000000e+00
    RHS       clause_746   1.000000000000e+00
    RHS       clause_747   1.000000000000e+00
    RHS       clause_748   1.000000000000e+00
    RHS       clause_749   1.000000000000e+00
    RHS       clause_750   1.000000000000e+00
    RHS       clause_751   1.000000000000e+00
    RHS       clause_752   1.000000000000e+00
    RHS       clause_753   1.000000000000e+00
    RHS       clause_754   1.000000000000e+00
    RHS       clause_755   1.000000000000e+00
    RHS       clause_756   1.000000000000e+00
    RHS       clause_757   1.000000000000e+00
    RHS       clause_758   1.000000000000e+00
    RHS       clause_759   1.000000000000e+00
    RHS       clause_760   1.000000000000e+00
    RHS       clause_761   1.000000000000e+00
    RHS       clause_762   1.000000000000e+00
    RHS       clause_763   1.000000000000e+00
    RHS       clause_764   1.000000000000e+00
    RHS       clause_765   1.000000000000e+00
    RHS       clause_766   1.000000000000e+00
    RHS       clause_767   1.000000000000e+00
    RHS       clause_768   1.000000000000e+00
    RHS       clause_769   1.000000000000e+00
    RHS       clause_770   1.000000000000e+00
    RHS       clause_771   1.000000000000e+00
    RHS       clause_772   1.000000000000e+00
    RHS       clause_773   1.000000000000e+00
    RHS       clause_774   1.000000000000e+00
    RHS       clause_775   1.000000000000e+00
    RHS       clause_776   1.000000000000e+00
    RHS       clause_777   1.000000000000e+00
    RHS       clause_778   1.000000000000e+00
    RHS       clause_779   1.000000000000e+00
    RHS       clause_780   1.000000000000e+00
    RHS       clause_781   1.000000000000e+00
    RHS       clause_782   1.000000000000e+00
    RHS       clause_783   1.000000000000e+00
    RHS       clause_784   1.000000000000e+00
    RHS       clause_785   1.000000000000e+00
    RHS       clause_786   1.000000000000e+00
    RHS       clause_787   1.000000000000e+00
    RHS       clause_788   1.000000000000e+00
    RHS       clause_789   1.000000000000e+00
    RHS       clause_790   1.000000000000e+00
    RHS       clause_791   1.000000000000e+00
    RHS       clause_792   1.000000000000e+00
    RHS       clause_793   1.000000000000e+00
    RHS       clause_794   1.000000000000e+00
    RHS       clause_795   1.000000000000e+00
    RHS       clause_796   1.000000000000e+00
    RHS       clause_797   1.000000000000e+00
    RHS       clause_798   1.000000000000e+00
    RHS       clause_799   1.000000000000e+00
    RHS       clause_800   1.000000000000e+00
    RHS       clause_801   1.000000000000e+00
    RHS       clause_802   1.000000000000e+00
    RHS       clause_803   1.000000000000e+00
    RHS       clause_804   1.000000000000e+00
    RHS       clause_805   1.000000000000e+00
    RHS       clause_806   1.000000000000e+00
    RHS       clause_807   1.000000000000e+00
    RHS       clause_808   1.000000000000e+00
    RHS       clause_809   1.000000000000e+00
    RHS       clause_810   1.000000000000e+00
    RHS       clause_811   1.000000000000e+00
    RHS       clause_812   1.000000000000e+00
    RHS       clause_813   1.000000000000e+00
    RHS       clause_814   1.000000000000e+00
    RHS       clause_815   1.000000000000e+00
    RHS       clause_816   1.000000000000e+00
    RHS       clause_817   1.000000000000e+00
    RHS       clause_818   1.000000000000e+00
    RHS       clause_819   1.000000000000e+00
    RHS       clause_820   1.000000000000e+00
    RHS       clause_821   1.000000000000e+00
    RHS       clause_822   1.000000000000e+00
    RHS       clause_823   1.000000000000e+00
    RHS       clause_824   1.000000000000e+00
    RHS       clause_825   1.000000000000e+00
    RHS       clause_826   1.000000000000e+00
    RHS       clause_827   1.000000000000e+00
    RHS       clause_828   1.000000000000e+00
    RHS       clause_829   1.000000000000e+00
    RHS       clause_830   1.000000000000e+00
    RHS       clause_831   1.000000000000e+00
    RHS       clause_832   1.000000000000e+00
    RHS       clause_833   1.000000000000e+00
    RHS       clause_834   1.000000000000e+00
    RHS       clause_835   1.000000000000e+00
    RHS       clause_836   1.000000000000e+00
    RHS       clause_837   1.000000000000e+00
    RHS       clause_838   1.000000000000e+00
    RHS       clause_839   1.000000000000e+00
    RHS       clause_840   1.000000000000e+00
    RHS       clause_841   1.000000000000e+00
    RHS       clause_842   1.000000000000e+00
    RHS       clause_843   1.000000000000e+00
    RHS       clause_844   1.000000000000e+00
    RHS       clause_845   1.000000000000e+00
    RHS       clause_846   1.000000000000e+00
    RHS       clause_847   1.000000000000e+00
    RHS       clause_848   1.000000000000e+00
    RHS       clause_849   1.000000000000e+00
    RHS       clause_850   1.000000000000e+00
    RHS       clause_851   1.000000000000e+00
    RHS       clause_852   1.000000000000e+00
    RHS       clause_853   1.000000000000e+00
    RHS       clause_854   1.000000000000e+00
    RHS       clause_855   1.000000000000e+00
    RHS       clause_856   1.000000000000e+00
    RHS       clause_857   1.000000000000e+00
    RHS       clause_858   1.000000000000e+00
    RHS       clause_859   1.000000000000e+00
    RHS       clause_860   1.000000000000e+00
    RHS       clause_861   1.000000000000e+00
    RHS       clause_862   1.000000000000e+00
    RHS       clause_863   1.000000000000e+00
    RHS       clause_864   1.000000000000e+00
BOUNDS
 BV BND       in_cut_age_0_19__6
 BV BND       in_cut_age_0_4__3
 BV BND       in_cut_age_0_9__5
 BV BND       in_cut_age_100__138
 BV BND       in_cut_age_10_14__18
 BV BND       in_cut_age_10_19__20
 BV BND       in_cut_age_10__17
 BV BND       in_cut_age_11__19
 BV BND       in_cut_age_12__21
 BV BND       in_cut_age_13__22
 BV BND       in_cut_age_14__23
 BV BND       in_cut_age_15_19__25
 BV BND       in_cut_age_15__24
 BV BND       in_cut_age_16__26
 BV BND       in_cut_age_17__27
 BV BND       in_cut_age_18__28
 BV BND       in_cut_age_19__29
 BV BND       in_cut_age_1__4
 BV BND       in_cut_age_20_24__31
 BV BND       in_cut_age_20_29__33
 BV BND       in_cut_age_20_39__34
 BV BND       in_cut_age_20__30
 BV BND       in_cut_age_21__32
 BV BND       in_cut_age_22__35
 BV BND       in_cut_age_23__36
 BV BND       in_cut_age_24__37
 BV BND       in_cut_age_25_29__39
 BV BND       in_cut_age_25__38
 BV BND       in_cut_age_26__40
 BV BND       in_cut_age_27__41
 BV BND       in_cut_age_28__42
 BV BND       in_cut_age_29__43
 BV BND       in_cut_age_2__8
 BV BND       in_cut_age_30_34__45
 BV BND       in_cut_age_30_39__47
 BV BND       in_cut_age_30__44
 BV BND       in_cut_age_31__46
 BV BND       in_cut_age_32__48
 BV BND       in_cut_age_33__49
 BV BND       in_cut_age_34__50
 BV BND       in_cut_age_35_39__52
 BV BND       in_cut_age_35__51
 BV BND       in_cut_age_36__53
 BV BND       in_cut_age_37__54
 BV BND       in_cut_age_38__55
 BV BND       in_cut_age_39__56
 BV BND       in_cut_age_3__9
 BV BND       in_cut_age_40_44__58
 BV BND       in_cut_age_40_49__60
 BV BND       in_cut_age_40_59__61
 BV BND       in_cut_age_40__57
 BV BND       in_cut_age_41__59
 BV BND       in_cut_age_42__62
 BV BND       in_cut_age_43__63
 BV BND       in_cut_age_44__64
 BV BND       in_cut_age_45_49__66
 BV BND       in_cut_age_45__65
 BV BND       in_cut_age_46__67
 BV BND       in_cut_age_47__68
 BV BND       in_cut_age_48__69
 BV BND       in_cut_age_49__70
 BV BND       in_cut_age_4__10
 BV BND       in_cut_age_50_54__72
 BV BND       in_cut_age_50_59__74
 BV BND       in_cut_age_50__71
 BV BND       in_cut_age_51__73
 BV BND       in_cut_age_52__75
 BV BND       in_cut_age_53__76
 BV BND       in_cut_age_54__77
 BV BND       in_cut_age_55_59__79
 BV BND       in_cut_age_55__78
 BV BND       in_cut_age_56__80
 BV BND       in_cut_age_57__81
 BV BND       in_cut_age_58__82
 BV BND       in_cut_age_59__83
 BV BND       in_cut_age_5_9__12
 BV BND       in_cut_age_5__11
 BV BND       in_cut_age_60_64__85
 BV BND       in_cut_age_60_69__87
 BV BND       in_cut_age_60_79__88
 BV BND       in_cut_age_60__84
 BV BND       in_cut_age_61__86
 BV BND       in_cut_age_62__89
 BV BND       in_cut_age_63__90
 BV BND       in_cut_age_64__91
 BV BND       in_cut_age_65_69__93
 BV BND       in_cut_age_65__92
 BV BND       in_cut_age_66__94
 BV BND       in_cut_age_67__95
 BV BND       in_cut_age_68__96
 BV BND       in_cut_age_69__97
 BV BND       in_cut_age_6__13
 BV BND       in_cut_age_70_74__99
 BV BND       in_cut_age_70_79__101
 BV BND       in_cut_age_70__98
 BV BND       in_cut_age_71__100
 BV BND       in_cut_age_72__102
 BV BND       in_cut_age_73__103
 BV BND       in_cut_age_74__104
 BV BND       in_cut_age_75_79__106
 BV BND       in_cut_age_75__105
 BV BND       in_cut_age_76__107
 BV BND       in_cut_age_77__108
 BV BND       in_cut_age_78__109
 BV BND       in_cut_age_79__110
 BV BND       in_cut_age_7__14
 BV BND       in_cut_age_80_84__112
 BV BND       in_cut_age_80_89__114
 BV BND       in_cut_age_80_99__115
 BV BND       in_cut_age_80__111
 BV BND       in_cut_age_81__113
 BV BND       in_cut_age_82__116
 BV BND       in_cut_age_83__117
 BV BND       in_cut_age_84__118
 BV BND       in_cut_age_85_89__120
 BV BND       in_cut_age_85__119
 BV BND       in_cut_age_86__121
 BV BND       in_cut_age_87__122
 BV BND       in_cut_age_88__123
 BV BND       in_cut_age_89__124
 BV BND       in_cut_age_8__15
 BV BND       in_cut_age_90_94__126
 BV BND       in_cut_age_90_99__128
 BV BND       in_cut_age_90__125
 BV BND       in_cut_age_91__127
 BV BND       in_cut_age_92__129
 BV BND       in_cut_age_93__130
 BV BND       in_cut_age_94__131
 BV BND       in_cut_age_95_99__133
 BV BND       in_cut_age_95__132
 BV BND       in_cut_age_96__134
 BV BND       in_cut_age_97__135
 BV BND       in_cut_age_98__136
 BV BND       in_cut_age_99__137
 BV BND       in_cut_age_9__16
 BV BND       in_cut_age____7
 BV BND       in_cut_education_10th__176
 BV BND       in_cut_education_11th__161
 BV BND       in_cut_education_12th__170
 BV BND       in_cut_education_1st_4th__174
 BV BND       in_cut_education_5th_6th__178
 BV BND       in_cut_education_7th_8th__169
 BV BND       in_cut_education_9th__168
 BV BND       in_cut_education_Assoc_acdm__166
 BV BND       in_cut_education_Assoc_voc__167
 BV BND       in_cut_education_Bachelors__156
 BV BND       in_cut_education_Doctorate__177
 BV BND       in_cut_education_Graduate__171
 BV BND       in_cut_education_HS_grad__163
 BV BND       in_cut_education_High_School__160
 BV BND       in_cut_education_Higher_education__157
 BV BND       in_cut_education_Masters__172
 BV BND       in_cut_education_Preschool__179
 BV BND       in_cut_education_Primary_School__173
 BV BND       in_cut_education_Primary_education__175
 BV BND       in_cut_education_Prof_school__165
 BV BND       in_cut_education_Professional_Education__164
 BV BND       in_cut_education_Secondary_education__162
 BV BND       in_cut_education_Some_college__159
 BV BND       in_cut_education_Undergraduate__155
 BV BND       in_cut_education____158
 BV BND       in_cut_marital_status_Divorced__149
 BV BND       in_cut_marital_status_Married_AF_spouse__154
 BV BND       in_cut_marital_status_Married_civ_spouse__146
 BV BND       in_cut_marital_status_Married_spouse_absent__153
 BV BND       in_cut_marital_status_Never_married__150
 BV BND       in_cut_marital_status_Separated__151
 BV BND       in_cut_marital_status_Widowed__152
 BV BND       in_cut_marital_status____147
 BV BND       in_cut_marital_status_spouse_not_present__148
 BV BND       in_cut_marital_status_spouse_present__145
 BV BND       in_cut_native_country_Africa__194
 BV BND       in_cut_native_country_Asia__183
 BV BND       in_cut_native_country_Cambodia__184
 BV BND       in_cut_native_country_Canada__188
 BV BND       in_cut_native_country_China__196
 BV BND       in_cut_native_country_Columbia__215
 BV BND       in_cut_native_country_Cuba__197
 BV BND       in_cut_native_country_Dominican_Republic__209
 BV BND       in_cut_native_country_Ecuador__212
 BV BND       in_cut_native_country_El_Salvador__222
 BV BND       in_cut_native_country_England__186
 BV BND       in_cut_native_country_Europe__185
 BV BND       in_cut_native_country_France__208
 BV BND       in_cut_native_country_Germany__189
 BV BND       in_cut_native_country_Greece__193
 BV BND       in_cut_native_country_Guatemala__217
 BV BND       in_cut_native_country_Haiti__214
 BV BND       in_cut_native_country_Holand_Netherlands__226
 BV BND       in_cut_native_country_Honduras__199
 BV BND       in_cut_native_country_Hong__225
 BV BND       in_cut_native_country_Hungary__216
 BV BND       in_cut_native_country_India__191
 BV BND       in_cut_native_country_Iran__198
 BV BND       in_cut_native_country_Ireland__207
 BV BND       in_cut_native_country_Italy__201
 BV BND       in_cut_native_country_Jamaica__203
 BV BND       in_cut_native_country_Japan__192
 BV BND       in_cut_native_country_Laos__210
 BV BND       in_cut_native_country_Mexico__205
 BV BND       in_cut_native_country_Nicaragua__218
 BV BND       in_cut_native_country_North_America__180
 BV BND       in_cut_native_country_Outlying_US_Guam_USVI_etc___190
 BV BND       in_cut_native_country_Peru__224
 BV BND       in_cut_native_country_Philippines__200
 BV BND       in_cut_native_country_Poland__202
 BV BND       in_cut_native_country_Portugal__206
 BV BND       in_cut_native_country_Puerto_Rico__187
 BV BND       in_cut_native_country_Scotland__219
 BV BND       in_cut_native_country_South_America__211
 BV BND       in_cut_native_country_South__195
 BV BND       in_cut_native_country_Taiwan__213
 BV BND       in_cut_native_country_Thailand__220
 BV BND       in_cut_native_country_Trinadad_Tobago__223
 BV BND       in_cut_native_country_United_States__181
 BV BND       in_cut_native_country_Vietnam__204
 BV BND       in_cut_native_country_Yugoslavia__221
 BV BND       in_cut_native_country____182
 BV BND       in_cut_occupation_Adm_clerical__251
 BV BND       in_cut_occupation_Armed_Forces__256
 BV BND       in_cut_occupation_Craft_repair__242
 BV BND       in_cut_occupation_Exec_managerial__247
 BV BND       in_cut_occupation_Farming_fishing__252
 BV BND       in_cut_occupation_Handlers_cleaners__249
 BV BND       in_cut_occupation_Machine_op_inspct__250
 BV BND       in_cut_occupation_Nontechnical__245
 BV BND       in_cut_occupation_Other__243
 BV BND       in_cut_occupation_Other_service__244
 BV BND       in_cut_occupation_Priv_house_serv__254
 BV BND       in_cut_occupation_Prof_specialty__248
 BV BND       in_cut_occupation_Protective_serv__255
 BV BND       in_cut_occupation_Sales__246
 BV BND       in_cut_occupation_Tech_support__240
 BV BND       in_cut_occupation_Technical__239
 BV BND       in_cut_occupation_Transport_moving__253
 BV BND       in_cut_occupation____241
 BV BND       in_cut_race_Amer_Indian_Eskimo__142
 BV BND       in_cut_race_Asian_Pac_Islander__141
 BV BND       in_cut_race_Black__144
 BV BND       in_cut_race_Other__143
 BV BND       in_cut_race_White__140
 BV BND       in_cut_race____139
 BV BND       in_cut_sex_Female__2
 BV BND       in_cut_sex_Male__1
 BV BND       in_cut_sex____0
 BV BND       in_cut_workclass_Federal_gov__233
 BV BND       in_cut_workclass_Government__232
 BV BND       in_cut_workclass_Local_gov__234
 BV BND       in_cut_workclass_Never_worked__238
 BV BND       in_cut_workclass_Non_Government__227
 BV BND       in_cut_workclass_Private__228
 BV BND       in_cut_workclass_Self_emp_inc__231
 BV BND       in_cut_workclass_Self_emp_not_inc__230
 BV BND       in_cut_workclass_State_gov__235
 BV BND       in_cut_workclass_Unemployed__236
 BV BND       in_cut_workclass_Without_pay__237
 BV BND       in_cut_workclass____229
ENDATA
